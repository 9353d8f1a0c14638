import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { mediaFileLog, mediaFiles, users } from '../../../db/schema/index.ts';

/** Rows written before this fix share their transaction's time: the upload comes first among equals. */
const uploadFirst = sql`(${mediaFileLog.action} = 'upload') desc`;

export type MediaLogAction =
  | 'upload'
  | 'edit'
  | 'infoAccess'
  | 'mediaType'
  | 'archive'
  | 'unArchive'
  | 'delete'
  | 'used';
export type MediaLogRow = {
  fileId: string;
  at: Date;
  action: string;
  actorId: string | null;
  actorName: string | null;
  details: Record<string, unknown>;
};

const actorName = sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`;

/** The file log of one company's files: written in the transaction of each change, read oldest first. */
export function mediaLogRepo(db: Db, companyId: string) {
  const ofCompany = (fileIds: string[]) =>
    and(
      inArray(mediaFileLog.fileId, fileIds),
      inArray(
        mediaFileLog.fileId,
        db
          .select({ id: mediaFiles.id })
          .from(mediaFiles)
          .where(and(eq(mediaFiles.companyId, companyId), inArray(mediaFiles.id, fileIds))),
      ),
    );
  const select = () =>
    db
      .select({
        fileId: mediaFileLog.fileId,
        at: mediaFileLog.at,
        action: mediaFileLog.action,
        actorId: mediaFileLog.actorId,
        actorName,
        details: mediaFileLog.details,
      })
      .from(mediaFileLog)
      .leftJoin(users, eq(users.id, mediaFileLog.actorId));
  return {
    /** One row per file, in the caller's transaction (the files were checked to be the company's). */
    async write(fileIds: string[], actorId: string | null, action: MediaLogAction, details = {}) {
      if (fileIds.length === 0) return;
      // clock_timestamp(), not the column's now(): steps of one transaction (an upload and its first use) keep their order.
      const at = sql`clock_timestamp()`;
      await db.insert(mediaFileLog).values(fileIds.map((fileId) => ({ fileId, actorId, action, details, at })));
    },
    /** The whole log of one file, oldest first. */
    async of(fileId: string): Promise<MediaLogRow[]> {
      return select()
        .where(ofCompany([fileId]))
        .orderBy(asc(mediaFileLog.at), uploadFirst, asc(mediaFileLog.id));
    },
    /** The first entry of each file (the upload), for lists and the expanded row. */
    async firstOf(fileIds: string[]): Promise<Map<string, MediaLogRow>> {
      if (fileIds.length === 0) return new Map();
      const rows: MediaLogRow[] = await db
        .selectDistinctOn([mediaFileLog.fileId], {
          fileId: mediaFileLog.fileId,
          at: mediaFileLog.at,
          action: mediaFileLog.action,
          actorId: mediaFileLog.actorId,
          actorName,
          details: mediaFileLog.details,
        })
        .from(mediaFileLog)
        .leftJoin(users, eq(users.id, mediaFileLog.actorId))
        .where(ofCompany(fileIds))
        .orderBy(asc(mediaFileLog.fileId), asc(mediaFileLog.at), uploadFirst, asc(mediaFileLog.id));
      return new Map(rows.map((row) => [row.fileId, row]));
    },
  };
}
