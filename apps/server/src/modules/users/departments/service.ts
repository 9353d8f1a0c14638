import { conflict, notFound } from '../../../lib/errors.ts';
import type { TenantActor } from '../../../lib/actor.ts';
import type { Core } from '../../../core.ts';
import { whenUnique } from '../../../db/unique-violation.ts';
import { departmentRepo } from './repository.ts';

/** The own company's departments; another company's id answers 404, a taken name 409. */
const nameTaken = () => conflict('apiOrganization.departmentNameTaken');

export function createDepartment(deps: Core, actor: TenantActor, name: string) {
  return whenUnique(nameTaken, () => departmentRepo(deps.db, actor.companyId).insert(name));
}

export async function renameDepartment(deps: Core, actor: TenantActor, id: string, name: string) {
  const row = await whenUnique(nameTaken, () => departmentRepo(deps.db, actor.companyId).rename(id, name));
  if (!row) throw notFound();
  return row;
}

export async function deleteDepartment(deps: Core, actor: TenantActor, id: string) {
  if (!(await departmentRepo(deps.db, actor.companyId).remove(id))) throw notFound();
}
