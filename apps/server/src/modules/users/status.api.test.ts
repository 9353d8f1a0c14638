import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createCompany, createLoggedInUser, createUser } from '../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../test/helper.ts';
import { type CompanyActor, reachEverywhere } from '../../lib/actor.ts';
import { changeUserStatuses, setUserStatus } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const profile = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
const statusOf = async (ids: string[]) =>
  Object.fromEntries(
    (await t.db.select({ id: users.id, status: users.status }).from(users).where(inArray(users.id, ids))).map((r) => [
      r.id,
      r.status,
    ]),
  );

/** An administrator of a new company, as the session cache would resolve them. */
async function administrator() {
  const { company, roleIds } = await createCompany(t.db);
  const admin = await createUser(t.db, { companyId: company.id, roleId: roleIds.administrator, role: 'administrator' });
  const actor: CompanyActor & { companyId: string } = {
    kind: 'company',
    userId: admin.id,
    sessionId: 'test',
    companyId: company.id,
    userType: 'companyUser',
    isCompleted: true,
    language: 'en',
    permissions: new Set(['EDIT_USER_STATUS']),
    reach: reachEverywhere(new Set()),
  };
  return { company, actor };
}

describe('changing user statuses', () => {
  it('blocks a batch of the own company: every session of each user ends', async () => {
    const { company, actor } = await administrator();
    const a = await createLoggedInUser(t.app.deps, { companyId: company.id, role: 'viewer' });
    const b = await createLoggedInUser(t.app.deps, { companyId: company.id, role: 'editor' });
    expect((await profile(a.accessToken)).statusCode).toBe(200);
    expect(await changeUserStatuses(t.app.deps, actor, [a.user.id, b.user.id], 'paused')).toHaveLength(2);
    expect(await statusOf([a.user.id, b.user.id])).toEqual({ [a.user.id]: 'paused', [b.user.id]: 'paused' });
    expect((await profile(a.accessToken)).statusCode).toBe(419);
    expect((await profile(b.accessToken)).statusCode).toBe(419);
    await changeUserStatuses(t.app.deps, actor, [a.user.id], 'active');
    expect(await statusOf([a.user.id])).toEqual({ [a.user.id]: 'active' });
  });

  it('answers one 404 and changes nothing when any id is missing, foreign or not allowed', async () => {
    const { company, actor } = await administrator();
    const own = await createUser(t.db, { companyId: company.id, role: 'viewer' });
    const owner = await createUser(t.db, { companyId: company.id, userType: 'companyOwner', role: 'owner' });
    const foreign = await createUser(t.db);
    for (const ids of [
      [own.id, '00000000-0000-4000-8000-000000000000'],
      [own.id, foreign.id],
      [own.id, actor.userId],
    ]) {
      await expect(changeUserStatuses(t.app.deps, actor, ids, 'paused')).rejects.toMatchObject({ statusCode: 404 });
    }
    expect(await statusOf([own.id, owner.id, foreign.id])).toEqual({
      [own.id]: 'active',
      [owner.id]: 'active',
      [foreign.id]: 'active',
    });
  });

  it('refuses to set the status of another company user without an actor (404)', async () => {
    const { company } = await createCompany(t.db);
    const foreign = await createUser(t.db);
    await expect(setUserStatus(t.app.deps, company.id, foreign.id, 'paused')).rejects.toMatchObject({
      statusCode: 404,
    });
    const [row] = await t.db.select({ status: users.status }).from(users).where(eq(users.id, foreign.id));
    expect(row.status).toBe('active');
  });
});
