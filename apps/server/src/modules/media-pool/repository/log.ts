import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedRows } from '../../../db/prepared.ts';
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
  | 'used'
  /** The bytes were replaced (a design published again). */
  | 'replace';
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
    /**
     * The first entry of each file (the upload), for lists and the expanded row: every search runs it, so it is one
     * statement text with the ids as one array (a named prepared statement on PostgreSQL, its plan reused).
     */
    async firstOf(fileIds: string[]): Promise<Map<string, MediaLogRow>> {
      if (fileIds.length === 0) return new Map();
      const ids = `{${fileIds.join(',')}}`;
      const rows = await preparedRows<Omit<MediaLogRow, 'at'> & { at: Date | string }>(
        db,
        sql`SELECT DISTINCT ON (l.file_id) l.file_id AS "fileId", l.at, l.action, l.actor_id AS "actorId",
            nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS "actorName", l.details
          FROM media_file_log l
          JOIN media_files f ON f.id = l.file_id AND f.company_id = ${companyId}
          LEFT JOIN users u ON u.id = l.actor_id
          WHERE l.file_id = ANY(${ids}::uuid[])
          ORDER BY l.file_id, l.at, (l.action = 'upload') DESC, l.id`,
      );
      return new Map(rows.map((row) => [row.fileId, { ...row, at: new Date(row.at) }]));
    },
  };
}
