import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ScreenProblem } from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import {
  designRevisions,
  designs,
  displayLogs,
  displayMedia,
  displayProgramItems,
  displays,
  mediaFiles,
} from '../../../db/schema/index.ts';

/** One program item with the pool file it plays (read across the media pool's and the editor's tables by company). */
export type ProgramRow = {
  id: string;
  position: number;
  fileId: string;
  durationSeconds: number | null;
  days: number[];
  hoursFrom: string | null;
  hoursTo: string | null;
  createdAt: Date;
  file: {
    onlineId: number;
    title: string;
    mime: string;
    durationSeconds: number | null;
    thumbKey: string | null;
    storageKey: string;
    fileSize: number;
    sha256: string | null;
    processing: 'ready' | 'processing' | 'failed';
    contentVersion: number;
    deletedAt: Date | null;
  };
  /** The design whose published picture the file is; null for other files. */
  designId: string | null;
};

export type NewProgramItem = Pick<ProgramRow, 'fileId' | 'durationSeconds' | 'days' | 'hoursFrom' | 'hoursTo'>;

/** The programs of one company's displays (display_program_items carries the company; every query names it). */
export function programRepo(db: Db, companyId: string) {
  const ofDisplay = (displayId: string) =>
    and(eq(displayProgramItems.displayId, displayId), eq(displayProgramItems.companyId, companyId));
  return {
    /** The display's items in their order, with their files (deleted ones too: the answer marks them missing). */
    async items(displayId: string): Promise<ProgramRow[]> {
      return db
        .select({
          id: displayProgramItems.id,
          position: displayProgramItems.position,
          fileId: displayProgramItems.fileId,
          durationSeconds: displayProgramItems.durationSeconds,
          days: displayProgramItems.days,
          hoursFrom: displayProgramItems.hoursFrom,
          hoursTo: displayProgramItems.hoursTo,
          createdAt: displayProgramItems.createdAt,
          file: {
            onlineId: mediaFiles.onlineId,
            title: mediaFiles.title,
            mime: mediaFiles.mime,
            durationSeconds: mediaFiles.durationSeconds,
            thumbKey: mediaFiles.thumbKey,
            storageKey: mediaFiles.storageKey,
            fileSize: mediaFiles.fileSize,
            sha256: mediaFiles.sha256,
            processing: mediaFiles.processing,
            contentVersion: mediaFiles.contentVersion,
            deletedAt: mediaFiles.deletedAt,
          },
          designId: sql<string | null>`(SELECT ${designs.id} FROM ${designs}
            WHERE ${designs.publishedFileId} = ${displayProgramItems.fileId} AND ${designs.companyId} = ${companyId}
            ORDER BY ${designs.createdAt} LIMIT 1)`,
        })
        .from(displayProgramItems)
        .innerJoin(mediaFiles, and(eq(mediaFiles.id, displayProgramItems.fileId), eq(mediaFiles.companyId, companyId)))
        .where(ofDisplay(displayId))
        .orderBy(asc(displayProgramItems.position));
    },

    /** The pool files the display's program uses, each once. */
    async fileIds(displayId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ fileId: displayProgramItems.fileId })
        .from(displayProgramItems)
        .where(ofDisplay(displayId));
      return rows.map((row) => row.fileId);
    },

    /** Replaces the whole program (inside the caller's transaction): the items in the order given. */
    async replace(displayId: string, items: NewProgramItem[]): Promise<void> {
      await db.delete(displayProgramItems).where(ofDisplay(displayId));
      if (items.length === 0) return;
      await db
        .insert(displayProgramItems)
        .values(items.map((item, position) => ({ ...item, companyId, displayId, position })));
    },

    /**
     * The documents of the revisions the designs among `fileIds` were published from (the files are their pictures),
     * unparsed (any known schema version).
     */
    async publishedDocuments(fileIds: string[]): Promise<{ fileId: string; document: unknown }[]> {
      if (fileIds.length === 0) return [];
      const rows = await db
        .select({ fileId: designs.publishedFileId, document: designRevisions.document })
        .from(designs)
        .innerJoin(designRevisions, eq(designRevisions.id, designs.publishedRevisionId))
        .where(and(eq(designs.companyId, companyId), inArray(designs.publishedFileId, fileIds)));
      return rows.flatMap((row) => (row.fileId ? [{ fileId: row.fileId, document: row.document }] : []));
    },

    /**
     * Writes `programFileMissing` into the display's log for each deleted pool file of its program not logged yet
     * (one entry per file, however often the manifest is read).
     */
    async logMissingOnce(displayId: string, fileIds: string[]): Promise<void> {
      for (const fileId of new Set(fileIds)) {
        const details = JSON.stringify({ fileId });
        await db.execute(sql`INSERT INTO ${displayLogs} (display_id, actor_id, action, details)
          SELECT d.id, NULL, 'programFileMissing', ${details}::jsonb FROM ${displays} d
          WHERE d.id = ${displayId} AND d.company_id = ${companyId}
            AND NOT EXISTS (SELECT 1 FROM ${displayLogs} l WHERE l.display_id = d.id
              AND l.action = 'programFileMissing' AND l.details->>'fileId' = ${fileId})`);
      }
    },

    /**
     * Writes the problems a screen reported into the display's log as `screen` + kind (`screenFileHashMismatch`,
     * `screenItemFailed`): one entry per kind and file a day, however often the screen runs into it. Answers how many
     * were written.
     */
    async logScreenProblems(displayId: string, problems: ScreenProblem[]): Promise<number> {
      const distinct = new Map(problems.map((p) => [`${p.kind} ${p.fileId ?? ''}`, p]));
      let logged = 0;
      for (const problem of distinct.values()) {
        const action = `screen${problem.kind[0]?.toUpperCase()}${problem.kind.slice(1)}`;
        const fileId = problem.fileId ?? '';
        const details = JSON.stringify(problem.fileId ? { fileId } : {});
        const written = await db.execute(sql`INSERT INTO ${displayLogs} (display_id, actor_id, action, details)
          SELECT d.id, NULL, ${action}, ${details}::jsonb FROM ${displays} d
          WHERE d.id = ${displayId} AND d.company_id = ${companyId}
            AND NOT EXISTS (SELECT 1 FROM ${displayLogs} l WHERE l.display_id = d.id AND l.action = ${action}
              AND coalesce(l.details->>'fileId', '') = ${fileId} AND l.created_at > now() - interval '1 day')
          RETURNING 1`);
        logged += written.rows.length;
      }
      return logged;
    },

    /** Notes a placeholder's SHA-256 computed from storage (its bytes never change under its id). */
    async rememberPlaceholderHash(mediaId: string, sha256: string): Promise<void> {
      await db
        .update(displayMedia)
        .set({ sha256 })
        .where(and(eq(displayMedia.id, mediaId), eq(displayMedia.companyId, companyId)));
    },
  };
}
