import type { CategoryBody, CategoryPatchBody } from '@plakat/shared';
import { conflict, notFound } from '../../../lib/errors.ts';
import type { TenantActor } from '../../../lib/actor.ts';
import type { Core } from '../../../core.ts';
import { whenUnique } from '../../../db/unique-violation.ts';
import { type CategoryValues, categoryRepo } from './repository.ts';

/** The own company's categories; another company's id answers 404, a taken title 409. */
const titleTaken = () => conflict('apiOrganization.categoryTitleTaken');

export async function readCategory(deps: Core, actor: TenantActor, id: string) {
  const row = await categoryRepo(deps.db, actor.companyId).find(id);
  if (!row) throw notFound();
  return row;
}

export function createCategory(deps: Core, actor: TenantActor, body: CategoryBody) {
  return whenUnique(titleTaken, () => categoryRepo(deps.db, actor.companyId).insert(body as CategoryValues));
}

export async function updateCategory(deps: Core, actor: TenantActor, id: string, body: CategoryPatchBody) {
  const row = await whenUnique(titleTaken, () =>
    categoryRepo(deps.db, actor.companyId).update(id, body as Partial<CategoryValues>),
  );
  if (!row) throw notFound();
  return row;
}

export async function deleteCategory(deps: Core, actor: TenantActor, id: string) {
  if (!(await categoryRepo(deps.db, actor.companyId).remove(id))) throw notFound();
}
