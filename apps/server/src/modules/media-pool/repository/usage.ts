import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { MediaUsageKind } from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import { designs, displays, mediaFileUsage, mediaFiles } from '../../../db/schema/index.ts';

export type MediaUsageRow = {
  kind: MediaUsageKind;
  resourceId: string;
  since: Date;
  onlineId: number | null;
  title: string | null;
};

/** Where the company's files are used (display placeholders now). A file with a row here is `used`. */
export function mediaUsageRepo(db: Db, companyId: string) {
  return {
    /** Records uses (the files were checked to be the company's); a repeated use changes nothing. */
    async add(fileIds: string[], kind: MediaUsageKind, resourceId: string, at: Date) {
      if (fileIds.length === 0) return;
      await db
        .insert(mediaFileUsage)
        .values(fileIds.map((fileId) => ({ fileId, kind, resourceId, since: at })))
        .onConflictDoNothing();
    },
    /** Ends the uses of a resource (a placeholder removed); firstUse stays, `used` follows the rows left. */
    async remove(fileIds: string[], kind: MediaUsageKind, resourceId: string) {
      if (fileIds.length === 0) return;
      await db
        .delete(mediaFileUsage)
        .where(
          and(
            inArray(mediaFileUsage.fileId, fileIds),
            eq(mediaFileUsage.kind, kind),
            eq(mediaFileUsage.resourceId, resourceId),
          ),
        );
    },
    /** The uses of one file of the company: a display's number and title (placeholder, program), a design's name. */
    async of(fileId: string): Promise<MediaUsageRow[]> {
      return db
        .select({
          kind: mediaFileUsage.kind,
          resourceId: mediaFileUsage.resourceId,
          since: mediaFileUsage.since,
          onlineId: displays.onlineId,
          title: sql<string | null>`coalesce(${displays.title}, ${designs.name})`,
        })
        .from(mediaFileUsage)
        .innerJoin(mediaFiles, and(eq(mediaFiles.id, mediaFileUsage.fileId), eq(mediaFiles.companyId, companyId)))
        .leftJoin(
          displays,
          and(
            inArray(mediaFileUsage.kind, ['displayPlaceholder', 'displayProgram']),
            eq(displays.id, mediaFileUsage.resourceId),
            eq(displays.companyId, companyId),
          ),
        )
        .leftJoin(
          designs,
          and(
            eq(mediaFileUsage.kind, sql`'design'`),
            eq(designs.id, mediaFileUsage.resourceId),
            eq(designs.companyId, companyId),
          ),
        )
        .where(eq(mediaFileUsage.fileId, fileId))
        .orderBy(asc(mediaFileUsage.since));
    },
  };
}
