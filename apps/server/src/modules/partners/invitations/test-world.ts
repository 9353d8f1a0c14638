import { randomUUID } from 'node:crypto';
import { createCompany, createLoggedInUser, createRole } from '../../../test/factories.ts';
import { type TestApp, bearer } from '../../../test/helper.ts';

/** Unique across test files, which share one database on PostgreSQL. */
export const freshEmail = (prefix = 'admin') => `${prefix}-${randomUUID().slice(0, 13)}@example.test`;

/** A company with a logged-in owner (all keys) and a user whose role holds no key; for the partner invitation tests. */
export async function companyWorld(t: TestApp, name?: string) {
  const { company, roleIds } = await createCompany(t.db, name ? { name } : {});
  const owner = await createLoggedInUser(t.app.deps, {
    companyId: company.id,
    roleId: roleIds.owner,
    email: freshEmail('owner'),
    firstName: 'Olga',
    lastName: 'Owner',
  });
  const empty = await createRole(t.db, company.id, []);
  const noKeys = await createLoggedInUser(t.app.deps, {
    companyId: company.id,
    roleId: empty.id,
    userType: 'companyUser',
    email: freshEmail('nokeys'),
  });
  return {
    company,
    roleIds,
    owner,
    token: owner.accessToken,
    email: owner.user.email,
    noKeysToken: noKeys.accessToken,
  };
}
export type World = Awaited<ReturnType<typeof companyWorld>>;

export const caller =
  (t: TestApp) => (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
