import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  createCompany,
  createDepartment,
  createLoggedInUser,
  createRole,
  createUser,
} from '../../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const search = (token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/users${query}`, headers: bearer(token) });

describe('GET /api/users (user overview)', () => {
  it('lists the own company only, filters in SQL, sorts and pages', async () => {
    const owner = await createLoggedInUser(t.app.deps, { firstName: 'Olga', lastName: 'Owner' });
    const companyId = owner.user.companyId as string;
    const department = await createDepartment(t.db, companyId, 'Sales');
    const category = await createCategory(t.db, companyId, 'VIP', '#ff0000');
    const anna = await createUser(t.db, { companyId, role: 'editor', firstName: 'Anna', lastName: 'Zimmer' });
    await createUser(t.db, { companyId, role: 'viewer', firstName: 'Bernd', lastName: 'Adler', status: 'paused' });
    await createUser(t.db, { firstName: 'Anna', lastName: 'Foreign' });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${anna.id}`,
      headers: bearer(owner.accessToken),
      payload: { departmentId: department.id, categoryId: category.id },
    });

    const all = (await search(owner.accessToken)).json();
    expect(all.totalCount).toBe(3);
    expect(all.items.map((u: { firstName: string }) => u.firstName)).toEqual(['Olga', 'Anna', 'Bernd']);

    const annas = (await search(owner.accessToken, '?fullText=anna%20zim')).json();
    expect(annas.items).toHaveLength(1);
    expect(annas.items[0]).toMatchObject({
      id: anna.id,
      department: { id: department.id, name: 'Sales' },
      category: { id: category.id, title: 'VIP', color: '#ff0000' },
      roles: [{ id: anna.roleId, label: 'Editor' }],
      status: 'active',
      affiliation: 'internal',
    });
    const byNumber = (await search(owner.accessToken, `?fullText=${anna.onlineId}&perPage=100`)).json();
    expect(byNumber.items.map((u: { id: string }) => u.id)).toContain(anna.id);
    expect((await search(owner.accessToken, `?departmentId=${department.id}`)).json().totalCount).toBe(1);
    expect((await search(owner.accessToken, `?categoryId=${category.id}`)).json().totalCount).toBe(1);
    expect((await search(owner.accessToken, `?roles=${anna.roleId}`)).json().totalCount).toBe(1);
    expect((await search(owner.accessToken, '?status=paused')).json().items[0].firstName).toBe('Bernd');
    expect((await search(owner.accessToken, '?lastActivity=7&position=manag')).json().totalCount).toBe(0);
    const other = await createCompany(t.db);
    expect((await search(owner.accessToken, `?companyId=${other.company.id}`)).json().totalCount).toBe(0);

    const byName = (await search(owner.accessToken, '?sort=name&sortOrder=desc&perPage=2&page=1')).json();
    expect(byName.items.map((u: { firstName: string }) => u.firstName)).toEqual(['Olga', 'Bernd']);
    expect(byName.totalCount).toBe(3);
    // Sorts that join in the page's subquery: the one user with a department or category first, the others after.
    for (const sort of ['department', 'category']) {
      const sorted = (await search(owner.accessToken, `?sort=${sort}&sortOrder=desc&perPage=1`)).json();
      expect(
        sorted.items.map((u: { firstName: string }) => u.firstName),
        sort,
      ).toEqual(['Anna']);
      expect(sorted.totalCount).toBe(3);
    }
    expect((await search(owner.accessToken, '?sort=company&companyName=ompan')).json().totalCount).toBe(3);
    const past = (await search(owner.accessToken, '?perPage=2&page=5')).json();
    expect(past).toEqual({ items: [], totalCount: 3 });
    expect((await search(owner.accessToken, '?lang=de')).json().items[0].roles[0].label).toBe('Inhaber');
  });

  it('answers 400 for a bad filter and 403 without GET_USERS', async () => {
    const owner = await createLoggedInUser(t.app.deps);
    for (const query of ['?status=gone', '?perPage=101', '?sort=password', '?entryDate=5', '?roles=x', '?page=0']) {
      expect((await search(owner.accessToken, query)).statusCode, query).toBe(400);
    }
    const none = await createRole(t.db, owner.user.companyId as string, []);
    const nobody = await createLoggedInUser(t.app.deps, { companyId: owner.user.companyId, roleId: none.id });
    expect((await search(nobody.accessToken)).statusCode).toBe(403);
  });
});
