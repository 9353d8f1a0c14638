import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

/**
 * Deletes, across every company, the revisions of each design beyond the newest `keep`, never the draft or the
 * published one (the job of `prune/job.ts`). Answers how many were deleted.
 */
export async function pruneRevisions(db: Db, keep: number): Promise<number> {
  const { rows } = await db.execute<{ id: string }>(sql`
    DELETE FROM design_revisions r
    USING (
      SELECT id, row_number() OVER (PARTITION BY design_id ORDER BY number DESC) AS place FROM design_revisions
    ) ranked, designs d
    WHERE r.id = ranked.id AND ranked.place > ${keep} AND d.id = r.design_id
      AND r.id IS DISTINCT FROM d.draft_revision_id AND r.id IS DISTINCT FROM d.published_revision_id
    RETURNING r.id`);
  return rows.length;
}
