import { type DisplayFleetQuery, type DisplaySearchBody, type Language, fleetLimits } from '@plakat/shared';
import type { AccessActor } from '../../roles/index.ts';
import type { DisplayDeps } from '../deps.ts';
import { ownFleet } from '../repository/fleet.ts';
import { exportCells, exportHeaders } from './columns.ts';
import { csvLine, csvSeparator, utf8Bom } from './csv.ts';

/**
 * The CSV of every display the own search finds (the actor's reach included), one string per page of
 * `fleetLimits.exportPageRows` rows: the matching ids in the search's order are read once (one statement, so no
 * display is written twice or missed when one changes during the download), then each page's rows by those ids, only
 * when the previous page has been taken, so a large fleet's rows never sit in memory (docs/decisions.md).
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
  const ids = await fleet.exportIds(query.sort);
  for (let start = 0; start < ids.length; start += pageRows) {
    const rows = await fleet.exportRows(ids.slice(start, start + pageRows));
    if (rows.length > 0) yield rows.map((row) => csvLine(exportCells(row, lang), separator)).join('');
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
