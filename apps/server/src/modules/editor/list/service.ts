import type { DesignListQuery, DesignListResponse } from '@plakat/shared';
import type { TenantActor } from '../../../lib/actor.ts';
import type { EditorDeps } from '../deps.ts';
import { requireReader } from '../policy.ts';
import { toListItem } from '../presenter.ts';
import { reposFor } from '../repository/index.ts';

/** GET /designs: one page of the company's designs or templates and how many match. */
export async function listDesigns(
  deps: EditorDeps,
  actor: TenantActor,
  query: DesignListQuery,
): Promise<DesignListResponse> {
  requireReader(actor);
  const repos = reposFor(deps.db, actor.companyId);
  const [rows, totalCount] = await Promise.all([repos.designs.page(query), repos.designs.count(query)]);
  return { items: rows.map((row) => toListItem(row, deps.thumbUrls)), totalCount };
}
