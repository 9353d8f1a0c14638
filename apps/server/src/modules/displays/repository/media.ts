import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { displayMedia, displays } from '../../../db/schema/index.ts';

export type DisplayMediaRow = typeof displayMedia.$inferSelect;
export type NewDisplayMedia = Omit<typeof displayMedia.$inferInsert, 'companyId'>;
export type MediaKind = DisplayMediaRow['kind'];

/** Where a display medium's file and thumbnail live: `display-media/<company>/<display>/<medium>.<ext>` and beside it. */
export function displayMediaKeys(
  companyId: string,
  displayId: string,
  mediumId: string,
  extension: string,
  thumb: boolean,
) {
  const base = `display-media/${companyId}/${displayId}/${mediumId}`;
  return { storageKey: `${base}.${extension}`, thumbKey: thumb ? `${base}-thumb.webp` : null };
}

/** The media rows of one company's displays (display_media carries the company, every query names it). */
export function displayMediaRepo(db: Db, companyId: string) {
  const ofDisplay = (displayId: string) =>
    and(eq(displayMedia.displayId, displayId), eq(displayMedia.companyId, companyId));

  return {
    /** The display's media in their order (location and placeholders). */
    async of(displayId: string): Promise<DisplayMediaRow[]> {
      return db
        .select()
        .from(displayMedia)
        .where(ofDisplay(displayId))
        .orderBy(asc(displayMedia.sortOrder), asc(displayMedia.createdAt));
    },

    async insert(rows: NewDisplayMedia[]): Promise<DisplayMediaRow[]> {
      if (rows.length === 0) return [];
      return db
        .insert(displayMedia)
        .values(rows.map((r) => ({ ...r, companyId })))
        .returning();
    },

    async kindOf(displayId: string, mediaId: string): Promise<MediaKind | null> {
      const [row] = await db
        .select({ kind: displayMedia.kind })
        .from(displayMedia)
        .where(and(ofDisplay(displayId), eq(displayMedia.id, mediaId)));
      return row?.kind ?? null;
    },

    async delete(displayId: string, mediaId: string): Promise<DisplayMediaRow | null> {
      const [row] = await db
        .delete(displayMedia)
        .where(and(ofDisplay(displayId), eq(displayMedia.id, mediaId)))
        .returning();
      return row ?? null;
    },

    /** Deletes every medium of the display and answers their storage keys (files go after the commit). */
    async deleteAllOf(displayId: string): Promise<string[]> {
      const rows = await db
        .delete(displayMedia)
        .where(ofDisplay(displayId))
        .returning({ storageKey: displayMedia.storageKey, thumbKey: displayMedia.thumbKey });
      return rows.flatMap((m) => (m.thumbKey ? [m.storageKey, m.thumbKey] : [m.storageKey]));
    },
  };
}

/**
 * The stored file behind a signed URL. Not bound to a company: the signature, made only in answers to users allowed
 * to see the display, is the authorization. Only media of displays that are not shut down.
 */
export async function mediaFileForSignedUrl(db: Db, mediaId: string, variant: 'file' | 'thumb') {
  const [row] = await db
    .select({ storageKey: displayMedia.storageKey, thumbKey: displayMedia.thumbKey, mime: displayMedia.mime })
    .from(displayMedia)
    .innerJoin(displays, eq(displays.id, displayMedia.displayId))
    .where(and(eq(displayMedia.id, mediaId), isNull(displays.shutdownAt)));
  if (!row) return null;
  if (variant === 'thumb') return row.thumbKey ? { key: row.thumbKey, mime: 'image/webp' } : null;
  return { key: row.storageKey, mime: row.mime };
}
