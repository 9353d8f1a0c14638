import { type DisplayFleetQuery, type DisplaySearchBody, type Language, fleetLimits } from '@plakat/shared';
import type { AccessActor } from '../../roles/index.ts';
import type { DisplayDeps } from '../deps.ts';
import { ownFleet } from '../repository/fleet.ts';
import { exportCells, exportHeaders } from './columns.ts';
import { csvLine, csvSeparator, utf8Bom } from './csv.ts';

/**
 * The CSV of every display the own search finds (the actor's reach included), one string per page of
 * `fleetLimits.exportPageRows` rows: each page is read only when the previous one has been taken, so a large fleet
 * never sits in memory. Pages are offsets in the search's order (then id); a display changed while the export runs
 * may move across a page boundary (docs/decisions.md).
 */
export async function* exportOwnCsv(
  deps: DisplayDeps,
  actor: AccessActor,
  lang: Language,
  query: DisplayFleetQuery,
  body: DisplaySearchBody,
  pageRows: number = fleetLimits.exportPageRows,
): AsyncGenerator<string> {
  const separator = csvSeparator(lang);
  const fleet = ownFleet(deps.db, actor.companyId, actor, query.keyword || undefined, body);
  yield utf8Bom + csvLine(exportHeaders(lang), separator);
  for (let offset = 0; ; offset += pageRows) {
    const rows = await fleet.exportPage(query.sort, offset, pageRows);
    if (rows.length > 0) yield rows.map((row) => csvLine(exportCells(row, lang), separator)).join('');
    if (rows.length < pageRows) return;
  }
}

/** The map of the own search: every matching display with coordinates (up to the cap) and how many have none. */
export async function mapOwn(deps: DisplayDeps, actor: AccessActor, query: DisplayFleetQuery, body: DisplaySearchBody) {
  const max = fleetLimits.mapMaxPins;
  const fleet = ownFleet(deps.db, actor.companyId, actor, query.keyword || undefined, body);
  const { pins, withoutCoordinates } = await fleet.mapPins(query.sort, max);
  return {
    pins: pins.slice(0, max).map((p) => ({
      id: p.id,
      onlineId: Number(p.onlineId),
      title: p.title,
      latitude: Number(p.latitude),
      longitude: Number(p.longitude),
      online: p.online,
    })),
    truncated: pins.length > max,
    withoutCoordinates,
  };
}

/** The export's file name: the day it was made (UTC). */
export const exportFileName = (now: Date) => `displays-${now.toISOString().slice(0, 10)}.csv`;
