import type { DisplaySearchBody, Language, partnerDisplaySearchBody } from '@plakat/shared';
import type { z } from 'zod';
import { type AccessActor, reachesAll } from '../../roles/index.ts';
import type { DisplayDeps } from '../deps.ts';
import { toListItem, toPartnerItem } from '../presenter.ts';
import { screenStatusOf } from '../repository/screen-status.ts';
import { ownDisplayList } from '../repository/search.ts';
import { sharedWith } from '../repository/shared-with.ts';
import { isTimeRelative, searchKey } from './cache.ts';

/**
 * The own display list (quick and detailed search), paged and sorted, with each screen's connection; cached per
 * company revision (the connection read beside the cache). An actor whose
 * roles reach only assigned displays sees those only, and its pages are cached under its own key.
 */
export async function searchOwn(
  deps: DisplayDeps,
  actor: AccessActor,
  query: { keyword?: string; page: number; limit: number; sort: string },
  body: DisplaySearchBody,
) {
  const { companyId } = actor;
  const keyword = query.keyword || undefined;
  const list = ownDisplayList(deps.db, companyId);
  const run = () => list.page(keyword, body, { sort: query.sort, page: query.page, limit: query.limit }, actor);
  const key = searchKey({ ...query, keyword }, body);
  const { rows, totalCount } = isTimeRelative(body)
    ? await run()
    : await deps.searchCache.search(
        deps.db,
        companyId,
        reachesAll(actor, 'display', null) ? key : `${key}|user:${actor.userId}`,
        run,
      );
  // The connection changes without a display write, so it is never part of the cached page: one query by the page's ids.
  const screens = await screenStatusOf(
    deps.db,
    companyId,
    rows.map((r) => r.id),
  );
  const displays = rows.map((r) => {
    const screen = screens.get(r.id);
    return {
      ...toListItem(r, deps.mediaUrls),
      online: screen?.online ?? null,
      lastSeenAt: screen?.lastSeenAt.toISOString() ?? null,
    };
  });
  return { displays, totalCount };
}

/** The displays partner companies share with the viewer's company. */
export async function searchPartnerDisplays(
  deps: DisplayDeps,
  viewerCompanyId: string,
  query: { page: number; perPage: number; sort: string; sortOrder: 'asce' | 'desc' },
  body: z.infer<typeof partnerDisplaySearchBody>,
) {
  const { rows, totalCount } = await sharedWith(deps.db, viewerCompanyId).page(body, {
    sort: query.sort,
    order: query.sortOrder,
    page: query.page,
    limit: query.perPage,
  });
  return { displays: rows.map((r) => toPartnerItem(r, deps.mediaUrls.forViewer(viewerCompanyId))), totalCount };
}

/** The partner companies sharing displays with the company, sorted the way the reader's language sorts names. */
export async function partnerCompanies(deps: DisplayDeps, viewerCompanyId: string, lang: Language) {
  const rows = await sharedWith(deps.db, viewerCompanyId).companies();
  const collator = new Intl.Collator(lang);
  return { companies: rows.sort((a, b) => collator.compare(a.name, b.name)) };
}
