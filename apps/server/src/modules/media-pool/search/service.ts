import type { Language, MediaSearchBody, MediaSearchQuery, MediaSearchResponse } from '@plakat/shared';
import { forbidden } from '../../../lib/errors.ts';
import type { MediaPoolDeps } from '../deps.ts';
import { type MediaActor, mayAtAll, visibilityOf } from '../policy.ts';
import { toMediaFileItem } from '../presenter.ts';
import { poolReposFor } from '../repository/index.ts';
import { searchMediaFiles } from '../repository/search.ts';

/**
 * The media pool overview: one page of the files the actor may see (public ones with GET_PUBLIC_MEDIA, private ones
 * with GET_PRIVATE_MEDIA or an assignment), each with the first entry of its log. 403 with neither key.
 */
export async function searchPool(
  deps: MediaPoolDeps,
  actor: MediaActor,
  query: MediaSearchQuery,
  filter: MediaSearchBody,
  lang: Language,
): Promise<MediaSearchResponse> {
  if (!mayAtAll(actor, 'read')) throw forbidden();
  const { rows, totalCount } = await searchMediaFiles(deps.db, actor.companyId, visibilityOf(actor), query, filter);
  const first = await poolReposFor(deps.db, actor.companyId).log.firstOf(rows.map((r) => r.id));
  return {
    files: rows.map((row) => {
      const entry = first.get(row.id);
      return toMediaFileItem(row, entry ? [entry] : [], deps.fileUrls, lang);
    }),
    totalCount,
  };
}
