import { type SQL, and, eq, gte, inArray, like, isNull, or, sql } from 'drizzle-orm';
import type { InfoAccess, MediaSearchBody } from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import { categories, mediaFileUsage, mediaFiles } from '../../../db/schema/index.ts';
import type { MediaFileRow } from './files.ts';
import { type AccessActor, assignedToActor } from '../../roles/index.ts';

/** Escapes LIKE wildcards so user text is matched literally (backslash is PostgreSQL's default escape). */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What the actor may see: the access levels its keys allow, and the files assigned to it (modules/roles). */
export type MediaVisibility = { access: InfoAccess[]; assignedTo: AccessActor | null };

export type MediaListRow = MediaFileRow & {
  categoryTitle: string | null;
  categoryColor: string | null;
  used: boolean;
};

const used = sql<boolean>`exists (select 1 from ${mediaFileUsage} where ${mediaFileUsage.fileId} = ${mediaFiles.id})`;
const sortColumns = {
  firstUse: mediaFiles.firstUse,
  updatedAt: mediaFiles.updatedAt,
  date: mediaFiles.uploadedOn,
  onlineId: mediaFiles.onlineId,
} as const;

function visible(visibility: MediaVisibility): SQL | undefined {
  const parts: SQL[] = [];
  if (visibility.access.length > 0) parts.push(inArray(mediaFiles.infoAccess, visibility.access));
  if (visibility.assignedTo) parts.push(assignedToActor(visibility.assignedTo, 'media', mediaFiles.id));
  return parts.length > 0 ? or(...parts) : sql`false`;
}

/** The WHERE of a search: the company, not deleted, visible to the actor, the filter of spec 02 §3. */
function conditions(companyId: string, visibility: MediaVisibility, keyword: string | undefined, f: MediaSearchBody) {
  const idOrTitle = f.IdOrTitle?.toLowerCase();
  return and(
    eq(mediaFiles.companyId, companyId),
    isNull(mediaFiles.deletedAt),
    visible(visibility),
    keyword ? sql`${mediaFiles.searchText} like ${contains(keyword.normalize('NFC').toLowerCase())}` : undefined,
    f.alignment ? eq(mediaFiles.alignment, f.alignment) : undefined,
    // Stored MIME types are lower case (detected from the content): LIKE, cheaper than ILIKE on every entry.
    f.type ? like(mediaFiles.mime, `${f.type}/%`) : undefined,
    f.infoAccess ? eq(mediaFiles.infoAccess, f.infoAccess) : undefined,
    f.mediaType ? eq(mediaFiles.mediaType, f.mediaType) : undefined,
    f.status === 'used' ? used : f.status === 'notUsed' ? sql`not ${used}` : undefined,
    f.isArchived === undefined ? undefined : eq(mediaFiles.isArchived, f.isArchived),
    f.resolution ? eq(mediaFiles.resolution, f.resolution) : undefined,
    f.categoryId ? eq(mediaFiles.categoryId, f.categoryId) : undefined,
    f.date ? gte(mediaFiles.uploadedOn, sql`now() - make_interval(days => ${f.date})`) : undefined,
    f.keywords
      ? sql`exists (select 1 from unnest(${mediaFiles.keywords}) k where lower(k) like ${contains(f.keywords.toLowerCase())})`
      : undefined,
    idOrTitle
      ? or(
          /^\d{1,9}$/.test(idOrTitle) ? eq(mediaFiles.onlineId, Number(idOrTitle)) : undefined,
          sql`lower(${mediaFiles.title}) like ${contains(idOrTitle)}`,
        )
      : undefined,
    f.uploadedBy ? eq(mediaFiles.uploadedBy, f.uploadedBy) : undefined,
  );
}

/**
 * One page of the company's files and the total in one statement: the subquery filters, counts (count(*) over ()) and
 * cuts the page using only `media_files` and its indexes (company and sort columns, trigram on search_text); the outer
 * part adds category and use for at most `limit` rows. The keyword matches parts of words in title, description and
 * keywords through `search_text`. `npm run bench` measures it with 500,000 files (bench/media-pool.ts); the figures
 * are in the README.
 */
export async function searchMediaFiles(
  db: Db,
  companyId: string,
  visibility: MediaVisibility,
  query: { keyword?: string; page: number; limit: number; sort: string },
  filter: MediaSearchBody,
): Promise<{ rows: MediaListRow[]; totalCount: number }> {
  const descending = query.sort.startsWith('-');
  const column = sortColumns[query.sort.replace(/^-/, '') as keyof typeof sortColumns] ?? mediaFiles.onlineId;
  const orderOf = (c: SQL | typeof column, id: SQL | typeof mediaFiles.onlineId) =>
    descending ? [sql`${c} desc nulls last`, sql`${id} desc`] : [sql`${c} asc nulls last`, sql`${id} asc`];
  const page = db
    .select({
      id: sql<string>`${mediaFiles.id}`.as('page_id'),
      sortKey: sql`${column}`.as('page_sort'),
      onlineId: sql<number>`${mediaFiles.onlineId}`.as('page_online_id'),
      total: sql<number>`count(*) over ()`.as('page_total'),
    })
    .from(mediaFiles)
    .where(conditions(companyId, visibility, query.keyword, filter))
    .orderBy(...orderOf(column, mediaFiles.onlineId))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .as('page');
  const rows = await db
    .select({
      file: mediaFiles,
      categoryTitle: categories.title,
      categoryColor: categories.color,
      used,
      total: sql<number>`${page.total}`.mapWith(Number),
    })
    .from(page)
    .innerJoin(mediaFiles, eq(mediaFiles.id, page.id))
    .leftJoin(categories, eq(categories.id, mediaFiles.categoryId))
    .orderBy(...orderOf(sql`${page.sortKey}`, sql`${page.onlineId}`));
  return {
    rows: rows.map((r) => ({
      ...r.file,
      categoryTitle: r.categoryTitle,
      categoryColor: r.categoryColor,
      used: r.used,
    })),
    totalCount:
      rows[0]?.total ?? (query.page > 1 ? await countMediaFiles(db, companyId, visibility, query, filter) : 0),
  };
}

async function countMediaFiles(
  db: Db,
  companyId: string,
  visibility: MediaVisibility,
  query: { keyword?: string },
  filter: MediaSearchBody,
): Promise<number> {
  return db.$count(mediaFiles, conditions(companyId, visibility, query.keyword, filter));
}

/** One visible, not deleted file of the company with its category and use, for the expanded row and details. */
export async function findListRow(
  db: Db,
  companyId: string,
  visibility: MediaVisibility,
  id: string,
): Promise<MediaListRow | null> {
  const [row] = await db
    .select({ file: mediaFiles, categoryTitle: categories.title, categoryColor: categories.color, used })
    .from(mediaFiles)
    .leftJoin(categories, eq(categories.id, mediaFiles.categoryId))
    .where(and(conditions(companyId, visibility, undefined, {}), eq(mediaFiles.id, id)));
  return row
    ? { ...row.file, categoryTitle: row.categoryTitle, categoryColor: row.categoryColor, used: row.used }
    : null;
}
