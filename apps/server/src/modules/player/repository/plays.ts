import { sql } from 'drizzle-orm';
import { type PlaysBody, playerStatusLimits } from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import { preparedRows } from '../../../db/prepared.ts';

/**
 * A batch of plays, in one statement: rows whose uuid the server already has are left alone (ON CONFLICT DO
 * NOTHING, also against a concurrent copy of the batch), and only the rows actually inserted add to the hourly
 * roll-up (the UTC hour a play started). Answers how many were new and how many of those count (share >= 75 %).
 */
export async function recordPlays(
  db: Db,
  at: { companyId: string; displayId: string },
  plays: PlaysBody['plays'],
): Promise<{ accepted: number; counted: number }> {
  const input = JSON.stringify(
    plays.map((p) => ({
      uuid: p.uuid,
      item_id: p.itemId,
      file_id: p.fileId,
      started_at: p.startedAt,
      ended_at: p.endedAt,
      share: p.share,
    })),
  );
  const [row] = await preparedRows<{ accepted: string | number; counted: string | number }>(
    db,
    sql`WITH input AS (
        SELECT DISTINCT ON (x.uuid) x.*
        FROM jsonb_to_recordset(${input}::jsonb)
          AS x(uuid uuid, item_id text, file_id uuid, started_at timestamptz, ended_at timestamptz, share real)
      ), inserted AS (
        INSERT INTO player_plays (uuid, company_id, display_id, item_id, file_id, started_at, ended_at, share, counted)
        SELECT uuid, ${at.companyId}, ${at.displayId}, item_id, file_id, started_at, ended_at, share,
          share >= ${playerStatusLimits.countedShare}
        FROM input
        ON CONFLICT (uuid) DO NOTHING
        RETURNING item_id, file_id, started_at, counted
      ), hours AS (
        INSERT INTO player_play_hours (company_id, display_id, item_id, file_id, hour, plays)
        SELECT ${at.companyId}, ${at.displayId}, item_id, (array_agg(file_id ORDER BY started_at DESC))[1],
          date_trunc('hour', started_at, 'UTC'), count(*)
        FROM inserted WHERE counted
        GROUP BY item_id, date_trunc('hour', started_at, 'UTC')
        ON CONFLICT (display_id, item_id, hour) DO UPDATE
          SET plays = player_play_hours.plays + excluded.plays,
            file_id = coalesce(excluded.file_id, player_play_hours.file_id)
        RETURNING 1
      )
      SELECT (SELECT count(*) FROM inserted) AS accepted, (SELECT count(*) FROM inserted WHERE counted) AS counted`,
  );
  return { accepted: Number(row?.accepted ?? 0), counted: Number(row?.counted ?? 0) };
}

export type PlaysPerDay = { itemId: string; day: string; plays: number };
export type PlayedItem = { itemId: string; fileId: string | null; title: string | null };

/** Counted plays of one display of the company per item and local day of `tz` in [from, to] (days, inclusive). */
export async function playsPerDay(
  db: Db,
  at: { companyId: string; displayId: string },
  range: { from: string; to: string; tz: string },
): Promise<{ days: PlaysPerDay[]; items: PlayedItem[] }> {
  const where = sql`h.company_id = ${at.companyId} AND h.display_id = ${at.displayId}
    AND h.hour >= (${range.from}::date::timestamp AT TIME ZONE ${range.tz})
    AND h.hour < ((${range.to}::date + 1)::timestamp AT TIME ZONE ${range.tz})`;
  const days = await preparedRows<{ itemId: string; day: string; plays: string | number }>(
    db,
    sql`SELECT h.item_id AS "itemId", to_char(h.hour AT TIME ZONE ${range.tz}, 'YYYY-MM-DD') AS day,
        sum(h.plays) AS plays
      FROM player_play_hours h WHERE ${where}
      GROUP BY 1, 2`,
  );
  // Each item named by the file of its latest hour: the pool file's title (the company's own, not deleted).
  const items = await preparedRows<PlayedItem>(
    db,
    sql`SELECT DISTINCT ON (h.item_id) h.item_id AS "itemId", h.file_id AS "fileId", f.title
      FROM player_play_hours h
      LEFT JOIN media_files f ON f.id = h.file_id AND f.company_id = h.company_id AND f.deleted_at IS NULL
      WHERE ${where}
      ORDER BY h.item_id, h.hour DESC`,
  );
  return { days: days.map((d) => ({ ...d, plays: Number(d.plays) })), items };
}
