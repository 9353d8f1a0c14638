import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { jobs, mediaFiles } from '../../../db/schema/index.ts';

/**
 * Across all companies (the sweep's): files still `processing` whose processing job is neither queued nor running
 * any more (its worker died after the last lease, so the queue failed it without its handler) become `failed`, so the
 * web offers the retry instead of "processing" for ever. Answers how many.
 */
export async function failOrphanedProcessing(db: Db, jobKind: string): Promise<number> {
  const liveJob = db
    .select({ one: sql`1` })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, jobKind),
        inArray(jobs.status, ['queued', 'running']),
        sql`${jobs.payload}->>'fileId' = ${mediaFiles.id}::text`,
      ),
    );
  const rows = await db
    .update(mediaFiles)
    .set({ processing: 'failed' })
    .where(and(eq(mediaFiles.processing, 'processing'), notExists(liveJob)))
    .returning({ id: mediaFiles.id });
  return rows.length;
}
