import type { Language, MediaSearchBody, MediaSearchQuery, MediaSearchResponse } from '@plakat/shared';
import { forbidden } from '../../../lib/errors.ts';
import type { MediaPoolDeps } from '../deps.ts';
import { type MediaActor, mayAtAll, visibilityOf } from '../policy.ts';
import { toMediaFileItem } from '../presenter.ts';
import { poolReposFor } from '../repository/index.ts';
import { searchMediaFiles } from '../repository/search.ts';
import { isTimeRelative, mediaSearchKey } from './cache.ts';

/**
 * The media pool overview: one page of the files the actor may see (public ones with GET_PUBLIC_MEDIA, private ones
 * with GET_PRIVATE_MEDIA or an assignment), each with the first entry of its log (read per request, like the signed URLs). 403 with neither key. Pages are
 * cached per company media revision (search/cache.ts).
 */
export async function searchPool(
  deps: MediaPoolDeps,
  actor: MediaActor,
  query: MediaSearchQuery,
  filter: MediaSearchBody,
  lang: Language,
): Promise<MediaSearchResponse> {
  if (!mayAtAll(actor, 'read')) throw forbidden();
  const visibility = visibilityOf(actor);
  const run = () => searchMediaFiles(deps.db, actor.companyId, visibility, query, filter);
  const { rows, totalCount } = isTimeRelative(filter)
    ? await run()
    : await deps.searchCache.search(deps.db, actor.companyId, mediaSearchKey(query, filter, visibility), run);
  const first = await poolReposFor(deps.db, actor.companyId).log.firstOf(rows.map((r) => r.id));
  return {
    files: rows.map((row) => {
      const entry = first.get(row.id);
      return toMediaFileItem(row, entry ? [entry] : [], deps.fileUrls, lang);
    }),
    totalCount,
  };
}
