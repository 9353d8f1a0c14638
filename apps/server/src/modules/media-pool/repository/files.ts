import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { mediaFileSeq, mediaFiles } from '../../../db/schema/index.ts';

export type MediaFileRow = typeof mediaFiles.$inferSelect;
export type NewMediaFile = Omit<typeof mediaFiles.$inferInsert, 'companyId' | 'onlineId' | 'searchText'>;
export type MediaFileChange = Partial<
  Pick<
    MediaFileRow,
    | 'title'
    | 'description'
    | 'keywords'
    | 'hasSound'
    | 'categoryId'
    | 'infoAccess'
    | 'mediaType'
    | 'isArchived'
    | 'deletedAt'
    | 'firstUse'
    | 'processing'
    | 'thumbKey'
    | 'previewKey'
  >
>;
/** What a replacement of a file's bytes changes (a design published again): the file, its measure, its version. */
export type MediaContentChange = Pick<
  MediaFileRow,
  | 'storageKey'
  | 'thumbKey'
  | 'previewKey'
  | 'mime'
  | 'width'
  | 'height'
  | 'resolution'
  | 'alignment'
  | 'fileSize'
  | 'processing'
  | 'contentVersion'
  | 'sha256'
>;

/** What the keyword search matches: title, description and keywords, NFC and lower-cased (the query is too). */
export const searchTextOf = (file: Pick<MediaFileRow, 'title' | 'description' | 'keywords'>) =>
  [file.title, file.description, ...file.keywords].join('\n').normalize('NFC').toLowerCase();

/**
 * The media files of one company. Every query names the company: a foreign or unknown id finds nothing, and no write
 * here can reach another company's file. Deleted files are found (edits of them answer 409), never listed.
 */
export function mediaFileRepo(db: Db, companyId: string) {
  const mine = eq(mediaFiles.companyId, companyId);
  return {
    /** The next file number of the company, inside the caller's transaction. */
    async reserveOnlineId(): Promise<number> {
      const [row] = await db
        .insert(mediaFileSeq)
        .values({ companyId, last: 1 })
        .onConflictDoUpdate({ target: mediaFileSeq.companyId, set: { last: sql`${mediaFileSeq.last} + 1` } })
        .returning({ last: mediaFileSeq.last });
      return row.last;
    },

    async insert(values: NewMediaFile & { id: string; onlineId: number }): Promise<MediaFileRow> {
      const title = values.title.normalize('NFC');
      const description = (values.description ?? '').normalize('NFC');
      const keywords = (values.keywords ?? []).map((k) => k.normalize('NFC'));
      const [row] = await db
        .insert(mediaFiles)
        .values({
          ...values,
          title,
          description,
          keywords,
          companyId,
          searchText: searchTextOf({ title, description, keywords }),
        })
        .returning();
      return row;
    },

    /** One file of the company, deleted or not; `forUpdate` locks it for the caller's transaction. */
    async find(id: string, opts: { forUpdate?: boolean } = {}): Promise<MediaFileRow | null> {
      const query = db
        .select()
        .from(mediaFiles)
        .where(and(mine, eq(mediaFiles.id, id)));
      const [row] = opts.forUpdate ? await query.for('update') : await query;
      return row ?? null;
    },

    /** The company's files among `ids` (missing and foreign ones are left out), locked when asked. */
    async findMany(ids: string[], opts: { forUpdate?: boolean } = {}): Promise<MediaFileRow[]> {
      if (ids.length === 0) return [];
      const query = db
        .select()
        .from(mediaFiles)
        .where(and(mine, inArray(mediaFiles.id, ids)))
        .orderBy(mediaFiles.id);
      return opts.forUpdate ? query.for('update') : query;
    },

    /**
     * Changes files of the company (not deleted ones); title, description or keywords rewrite the search text.
     * `touch: false` keeps updatedAt (the file's last change by a person), for the background jobs' changes.
     */
    async update(ids: string[], change: MediaFileChange, current?: MediaFileRow, touch = true): Promise<void> {
      if (ids.length === 0) return;
      const searchText =
        current && (change.title !== undefined || change.description !== undefined || change.keywords !== undefined)
          ? searchTextOf({ ...current, ...definedOnly(change) })
          : undefined;
      await db
        .update(mediaFiles)
        .set({
          ...change,
          ...(searchText === undefined ? {} : { searchText }),
          ...(touch ? { updatedAt: new Date() } : {}),
        })
        .where(and(mine, inArray(mediaFiles.id, ids), isNull(mediaFiles.deletedAt)));
    },

    /**
     * Bytes the company's pool takes in storage: every file not yet removed with its kept original (a deleted file
     * counts until its job ran, which is what the disk holds). The quota check of the upload part reads it.
     */
    async storageBytes(): Promise<number> {
      const [row] = await db
        .select({
          bytes: sql<string>`coalesce(sum(${mediaFiles.fileSize} + coalesce(${mediaFiles.originalSize}, 0)), 0)`,
        })
        .from(mediaFiles)
        .where(mine);
      return Number(row.bytes);
    },

    /** Replaces a (not deleted) file's bytes: its keys, measure and content version; answers whether it did. */
    async replaceContent(id: string, change: MediaContentChange): Promise<boolean> {
      const rows = await db
        .update(mediaFiles)
        .set({ ...change, updatedAt: new Date() })
        .where(and(mine, eq(mediaFiles.id, id), isNull(mediaFiles.deletedAt)))
        .returning({ id: mediaFiles.id });
      return rows.length > 0;
    },

    /** Sets a file's SHA-256 computed later, unless its bytes were replaced meanwhile (another content version). */
    async rememberHash(id: string, contentVersion: number, sha256: string): Promise<void> {
      await db
        .update(mediaFiles)
        .set({ sha256 })
        .where(and(mine, eq(mediaFiles.id, id), eq(mediaFiles.contentVersion, contentVersion)));
    },

    /** The ids among `ids` that are files of the company (deleted ones included: their rows stay). */
    async existing(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: mediaFiles.id })
        .from(mediaFiles)
        .where(and(mine, inArray(mediaFiles.id, ids)));
      return rows.map((row) => row.id);
    },

    /** Sets first_use where it is still empty (the first use of each file). */
    async markFirstUse(ids: string[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(mediaFiles)
        .set({ firstUse: at })
        .where(and(mine, inArray(mediaFiles.id, ids), isNull(mediaFiles.firstUse)));
    },
  };
}
export type MediaFileRepo = ReturnType<typeof mediaFileRepo>;

function definedOnly<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The variants of a pool file the signed file route hands out. */
export type PoolFileVariant = 'file' | 'thumb' | 'preview' | 'original';

/**
 * The stored file behind a signed URL, of any company: the signature (checked by the route) is the authorization.
 * Deleted files and variants the file lacks find nothing; an original comes with the name it was uploaded with.
 */
export async function poolFileForSignedUrl(
  db: Db,
  fileId: string,
  variant: PoolFileVariant,
): Promise<{ key: string; mime: string; version: number; downloadName?: string } | null> {
  const [row] = await db
    .select({
      storageKey: mediaFiles.storageKey,
      thumbKey: mediaFiles.thumbKey,
      previewKey: mediaFiles.previewKey,
      originalKey: mediaFiles.originalKey,
      originalName: mediaFiles.originalName,
      mime: mediaFiles.mime,
      version: mediaFiles.contentVersion,
    })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.id, fileId), isNull(mediaFiles.deletedAt)));
  if (!row) return null;
  const { version } = row;
  if (variant === 'thumb') return row.thumbKey ? { key: row.thumbKey, mime: 'image/webp', version } : null;
  if (variant === 'preview') {
    return row.previewKey
      ? { key: row.previewKey, mime: row.previewKey.endsWith('.mp4') ? 'video/mp4' : 'image/webp', version }
      : null;
  }
  if (variant === 'original') {
    return row.originalKey
      ? { key: row.originalKey, mime: row.mime, version, downloadName: row.originalName ?? 'original' }
      : null;
  }
  return { key: row.storageKey, mime: row.mime, version };
}
