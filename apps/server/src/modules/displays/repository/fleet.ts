import { sql } from 'drizzle-orm';
import type { DisplaySearchBody } from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import { preparedRows } from '../../../db/prepared.ts';
import { type AccessActor, reachCondition } from '../../roles/index.ts';
import { type ListRow, ownSearchWhere, parseSort, sizeExpr } from './search.ts';

/** One row of the CSV export: the overview's columns (no thumbnail, no count) and the screen's status. */
export type ExportRow = Pick<
  ListRow,
  | 'id'
  | 'onlineId'
  | 'title'
  | 'description'
  | 'categoryTitle'
  | 'displayType'
  | 'resolution'
  | 'size'
  | 'status'
  | 'accessibility'
  | 'location'
  | 'shareOptions'
  | 'isActive'
  | 'isLocked'
  | 'createDate'
  | 'street'
  | 'zipCode'
  | 'city'
  | 'district'
> & {
  resolutionWidth: number | null;
  resolutionHeight: number | null;
  houseNumber: string | null;
  /** The screen's connection (player_status); null: no screen has reported. */
  online: boolean | null;
  lastSeenAt: Date | string | null;
};

export type MapRow = {
  id: string;
  onlineId: number;
  title: string;
  latitude: number;
  longitude: number;
  online: boolean;
};

/**
 * The fleet view's reads (map and CSV export) of one company, over the own search's conditions (`ownSearchWhere`,
 * the actor's reach included): what the overview lists is what the map shows and the export writes.
 */
export function ownFleet(
  db: Db,
  companyId: string,
  actor: AccessActor,
  keyword: string | undefined,
  body: DisplaySearchBody,
) {
  const where = ownSearchWhere(companyId, keyword, body, reachCondition(actor, 'display', sql`d.id`));
  return {
    /** The ids of every matching display in the search's order (then by id): what the export writes, as of now. */
    async exportIds(sort: string): Promise<string[]> {
      const order = parseSort(sort);
      const rows = await preparedRows<{ id: string }>(
        db,
        sql`SELECT d.id FROM displays d WHERE ${where} ORDER BY ${order.expr} ${order.dir}, d.id`,
      );
      return rows.map((row) => row.id);
    },
    /** The export rows of `ids`, in their order (a display shut down since is left out). */
    exportRows: (ids: string[]) => {
      return preparedRows<ExportRow>(
        db,
        sql`SELECT d.id, d.online_id AS "onlineId", d.title, d.description, c.title AS "categoryTitle",
          d.display_type AS "displayType", d.resolution, d.resolution_width AS "resolutionWidth",
          d.resolution_height AS "resolutionHeight", ${sizeExpr} AS size, d.status, d.accessibility, d.location,
          d.share_options AS "shareOptions", d.is_active AS "isActive", d.is_locked AS "isLocked",
          d.created_at AS "createDate", d.street, d.house_number AS "houseNumber", d.postcode AS "zipCode",
          d.town AS city, d.district, ps.online, ps.last_seen_at AS "lastSeenAt"
        FROM unnest(${`{${ids.join(',')}}`}::uuid[]) WITH ORDINALITY AS picked(id, n)
        JOIN displays d ON d.id = picked.id AND d.company_id = ${companyId} AND d.shutdown_at IS NULL
        LEFT JOIN categories c ON c.id = d.category_id
        LEFT JOIN player_status ps ON ps.display_id = d.id
        ORDER BY picked.n`,
      );
    },
    /** Up to `max` displays with coordinates, in the search's order, and how many matched without coordinates. */
    async mapPins(sort: string, max: number) {
      const order = parseSort(sort);
      const [pins, [counts]] = await Promise.all([
        preparedRows<MapRow>(
          db,
          sql`SELECT d.id, d.online_id AS "onlineId", d.title, d.latitude, d.longitude,
            coalesce(ps.online, false) AS online
          FROM displays d
          LEFT JOIN player_status ps ON ps.display_id = d.id
          WHERE ${where} AND d.latitude IS NOT NULL AND d.longitude IS NOT NULL
          ORDER BY ${order.expr} ${order.dir}, d.id
          LIMIT ${max + 1}`,
        ),
        preparedRows<{ without: string | number }>(
          db,
          sql`SELECT count(*) AS without FROM displays d
          WHERE ${where} AND (d.latitude IS NULL OR d.longitude IS NULL)`,
        ),
      ]);
      return { pins, withoutCoordinates: Number(counts?.without ?? 0) };
    },
  };
}
