import type { Language, MediaSearchBody, MediaSearchQuery, MediaSearchResponse } from '@plakat/shared';
import type { MediaPoolDeps } from '../deps.ts';
import { type MediaActor, visibilityOf } from '../policy.ts';
import { toMediaFileItem } from '../presenter.ts';
import { poolReposFor } from '../repository/index.ts';
import { searchMediaFiles } from '../repository/search.ts';
import { type MediaSearchPage, isTimeRelative, mediaSearchKey } from './cache.ts';

/**
 * The media pool overview: one page of the files the actor may see (public ones with GET_PUBLIC_MEDIA, private ones
 * with GET_PRIVATE_MEDIA or an assignment), each with the first entry of its log. 403 with neither key. Pages, log
 * entries included, are cached per company media revision (search/cache.ts); URLs are signed per request.
 */
export async function searchPool(
  deps: MediaPoolDeps,
  actor: MediaActor,
  query: MediaSearchQuery,
  filter: MediaSearchBody,
  lang: Language,
): Promise<MediaSearchResponse> {
  const visibility = visibilityOf(actor);
  const run = async (): Promise<MediaSearchPage> => {
    const page = await searchMediaFiles(deps.db, actor.companyId, visibility, query, filter);
    const first = await poolReposFor(deps.db, actor.companyId).log.firstOf(page.rows.map((r) => r.id));
    return { ...page, rows: page.rows.map((row) => ({ ...row, firstLog: first.get(row.id) ?? null })) };
  };
  const { rows, totalCount } = isTimeRelative(filter)
    ? await run()
    : await deps.searchCache.search(deps.db, actor.companyId, mediaSearchKey(query, filter, visibility), run);
  return {
    files: rows.map((row) => toMediaFileItem(row, row.firstLog ? [row.firstLog] : [], deps.fileUrls, lang)),
    totalCount,
  };
}
