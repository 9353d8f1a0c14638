import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { type LookupRow, lookupData } from './lookups-data.ts';

type Row = { group: string; code: string; labelEn: string; labelDe: string; extra: string | null; sortOrder: number };

/** The reference data as table rows; the position in its group is the sort order. */
export function lookupRows(): Row[] {
  return Object.entries(lookupData).flatMap(([group, rows]: [string, LookupRow[]]) =>
    rows.map(([code, labelEn, labelDe, extra], index) => ({
      group,
      code,
      labelEn,
      labelDe,
      extra: extra ?? null,
      sortOrder: index,
    })),
  );
}

let payload: string | undefined;

/**
 * Makes the `lookups` table equal to lookups-data.ts, at every start, in ONE statement (so it is atomic and cheap):
 * the rows travel as one JSON parameter, changed rows are upserted (unchanged rows are not rewritten), and rows
 * whose code left the data file are deleted. Safe when several processes start at once.
 */
export async function syncLookups(db: Db) {
  payload ??= JSON.stringify(
    lookupRows().map((r) => ({
      group: r.group,
      code: r.code,
      label_en: r.labelEn,
      label_de: r.labelDe,
      extra: r.extra,
      sort_order: r.sortOrder,
    })),
  );
  await db.execute(sql`
    WITH data AS (
      SELECT * FROM jsonb_to_recordset(${payload}::jsonb)
        AS d("group" text, code text, label_en text, label_de text, extra text, sort_order integer)
    ), upserted AS (
      INSERT INTO lookups ("group", code, label_en, label_de, extra, sort_order)
      SELECT "group", code, label_en, label_de, extra, sort_order FROM data
      ON CONFLICT ("group", code) DO UPDATE
        SET label_en = excluded.label_en, label_de = excluded.label_de, extra = excluded.extra, sort_order = excluded.sort_order
        WHERE (lookups.label_en, lookups.label_de, lookups.extra, lookups.sort_order)
          IS DISTINCT FROM (excluded.label_en, excluded.label_de, excluded.extra, excluded.sort_order)
      RETURNING 1
    )
    DELETE FROM lookups l
    WHERE NOT EXISTS (SELECT 1 FROM data d WHERE d."group" = l."group" AND d.code = l.code)
  `);
}
