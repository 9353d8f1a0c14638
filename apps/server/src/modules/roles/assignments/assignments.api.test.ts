import type { MediaFileItem, Permission } from '@plakat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles } from '../../../db/schema/roles.ts';
import { roles } from '../../../db/schema/users.ts';
import { createDisplay, createLoggedInUser, createRole } from '../../../test/factories.ts';
import { type MediaTestWorld, mediaTestWorld } from '../../media-pool/test-world.ts';

/**
 * PATCH/GET /userAssignedDisplays/userId=…/roleId=…/resourceType=…, and what an assignment grants: a user whose roles
 * reach only assigned displays or private files sees and acts on those only.
 */
let w: MediaTestWorld;
const path = (userId: string, roleId: string, type: string) =>
  `/userAssignedDisplays/userId=${userId}/roleId=${roleId}/resourceType=${type}`;

async function holder(keys: Permission[], scopes: { display?: 'assigned'; media?: 'assigned' } = {}) {
  const role = await createRole(w.t.db, w.own.company.id, keys);
  await w.t.db
    .update(roles)
    .set({ displayScope: scopes.display ?? 'all', mediaScope: scopes.media ?? 'all' })
    .where(eq(roles.id, role.id));
  const login = await createLoggedInUser(w.t.app.deps, { companyId: w.own.company.id, roleId: role.id });
  return { role, user: login.user, token: login.accessToken };
}

beforeAll(async () => {
  w = await mediaTestWorld();
});
afterAll(async () => {
  await w.t.app.close();
});

const searchDisplays = async (token: string) => {
  const res = await w.call('POST', '/displays/search?limit=100', token, {});
  expect(res.statusCode).toBe(200);
  return res.json() as { displays: { id: string }[]; totalCount: number };
};
const searchMedia = async (token: string) => {
  const res = await w.call('POST', '/mediapools/search?limit=100', token, {});
  expect(res.statusCode).toBe(200);
  return (res.json().files as MediaFileItem[]).map((f) => f.id);
};

describe('display assignments', () => {
  it('a role with display scope assigned sees exactly the two assigned displays and acts on them only', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createDisplay(w.t.db, w.own.company.id)));
    const h = await holder(['SET_DISPLAY_LOCK'], { display: 'assigned' });
    // Cached before the assignment: the assignment must show at once all the same.
    expect((await searchDisplays(h.token)).totalCount).toBe(0);

    const res = await w.call('PATCH', `${path(h.user.id, h.role.id, 'display')}?lang=en`, w.ownerToken, {
      ids: [a.id, b.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The selected display successfully assigned to role!');

    const listed = await w.call('GET', path(h.user.id, h.role.id, 'display'), w.ownerToken);
    expect(listed.statusCode).toBe(200);
    expect(
      listed
        .json()
        .items.map((i: { id: string }) => i.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    expect(listed.json().items[0].name).toMatch(/^Display /);

    const seen = await searchDisplays(h.token);
    expect(seen.displays.map((d) => d.id).sort()).toEqual([a.id, b.id].sort());
    expect(seen.totalCount).toBe(2);
    // The owner still sees every display (its page is not the holder's).
    expect((await searchDisplays(w.ownerToken)).totalCount).toBeGreaterThanOrEqual(3);

    expect((await w.call('GET', `/displays/getExpandedInfo/${a.id}`, h.token)).statusCode).toBe(200);
    expect((await w.call('GET', `/displays/getExpandedInfo/${c.id}`, h.token)).statusCode).toBe(404);
    const lock = (ids: string[]) =>
      w.call('PATCH', '/displays/changeLockStatus', h.token, { displayIds: ids, action: 'lock' });
    expect((await lock([a.id, c.id])).statusCode).toBe(404);
    expect((await lock([a.id, b.id])).statusCode).toBe(200);

    // The whole set: what the list leaves out is unassigned.
    expect(
      (await w.call('PATCH', path(h.user.id, h.role.id, 'display'), w.ownerToken, { ids: [b.id] })).statusCode,
    ).toBe(200);
    expect((await searchDisplays(h.token)).displays.map((d) => d.id)).toEqual([b.id]);
  });

  it('keys reach an assigned display only through the role it is assigned for', async () => {
    const d = await createDisplay(w.t.db, w.own.company.id);
    const viewer = await holder([], { display: 'assigned' });
    const locker = await createRole(w.t.db, w.own.company.id, ['SET_DISPLAY_LOCK']);
    await w.t.db.update(roles).set({ displayScope: 'assigned' }).where(eq(roles.id, locker.id));
    await w.t.db.insert(userRoles).values({ userId: viewer.user.id, roleId: locker.id });
    await w.call('PATCH', path(viewer.user.id, viewer.role.id, 'display'), w.ownerToken, { ids: [d.id] });
    const lock = () =>
      w.call('PATCH', '/displays/changeLockStatus', viewer.token, { displayIds: [d.id], action: 'lock' });
    expect((await lock()).statusCode).toBe(404);
    await w.call('PATCH', path(viewer.user.id, locker.id, 'display'), w.ownerToken, { ids: [d.id] });
    expect((await lock()).statusCode).toBe(200);
  });

  it('answers 400 for bad ids, a bad type or a body that is no list, and changes nothing', async () => {
    const h = await holder([], { display: 'assigned' });
    const bad = [
      ['PATCH', path('nope', h.role.id, 'display'), { ids: [] }],
      ['PATCH', path(h.user.id, h.role.id, 'screens'), { ids: [] }],
      ['PATCH', path(h.user.id, h.role.id, 'display'), { ids: 'x' }],
      ['PATCH', path(h.user.id, h.role.id, 'display'), { ids: ['not-a-uuid'] }],
      ['GET', path(h.user.id, 'nope', 'media'), undefined],
    ] as const;
    for (const [method, url, body] of bad) expect((await w.call(method, url, w.ownerToken, body)).statusCode).toBe(400);
  });

  it('answers 403 without ASSIGN_ROLE and for oneself, 404 for another company or a role not held', async () => {
    const d = await createDisplay(w.t.db, w.own.company.id);
    const foreign = await createDisplay(w.t.db, w.other.company.id);
    const h = await holder([], { display: 'assigned' });
    const patch = (url: string, ids: string[], token = w.ownerToken) => w.call('PATCH', url, token, { ids });
    expect((await patch(path(h.user.id, h.role.id, 'display'), [d.id], w.noKeysToken)).statusCode).toBe(403);
    expect((await w.call('GET', path(h.user.id, h.role.id, 'display'), w.noKeysToken)).statusCode).toBe(403);

    const assigner = await holder(['ASSIGN_ROLE']);
    expect((await patch(path(assigner.user.id, assigner.role.id, 'display'), [d.id], assigner.token)).statusCode).toBe(
      403,
    );

    const otherRole = await createRole(w.t.db, w.own.company.id, []);
    const otherCompanyRole = await createRole(w.t.db, w.other.company.id, []);
    const otherUser = await createLoggedInUser(w.t.app.deps, {
      companyId: w.other.company.id,
      roleId: otherCompanyRole.id,
    });
    for (const [url, ids] of [
      [path(h.user.id, h.role.id, 'display'), [d.id, foreign.id]],
      [path(h.user.id, otherRole.id, 'display'), [d.id]],
      [path(h.user.id, otherCompanyRole.id, 'display'), [d.id]],
      [path(otherUser.user.id, otherCompanyRole.id, 'display'), [foreign.id]],
    ] as const)
      expect((await patch(url, [...ids])).statusCode).toBe(404);
    expect(
      (await w.call('GET', path(otherUser.user.id, otherCompanyRole.id, 'display'), w.ownerToken)).statusCode,
    ).toBe(404);
    expect((await w.call('GET', path(h.user.id, h.role.id, 'display'), w.ownerToken)).json().items).toEqual([]);
  });
});

describe('media assignments', () => {
  it('a private file assigned to a user without GET_PRIVATE_MEDIA shows in its search and details', async () => {
    const file = await w.addFile();
    const hidden = await w.addFile();
    for (const f of [file, hidden])
      await w.call('PATCH', `/files/edit/${f.id}`, w.ownerToken, { infoAccess: 'private' });
    const h = await holder(['GET_PUBLIC_MEDIA']);
    expect(await searchMedia(h.token)).not.toContain(file.id);

    const res = await w.call('PATCH', `${path(h.user.id, h.role.id, 'media')}?lang=de`, w.ownerToken, {
      ids: [file.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Die ausgewählten Medien wurden der Rolle erfolgreich zugewiesen!');
    const found = await searchMedia(h.token);
    expect(found).toContain(file.id);
    expect(found).not.toContain(hidden.id);
    expect((await w.call('GET', `/mediapools/files/${file.id}`, h.token)).statusCode).toBe(200);
    expect((await w.call('GET', `/mediapools/files/${hidden.id}`, h.token)).statusCode).toBe(404);
    const listed = (await w.call('GET', path(h.user.id, h.role.id, 'media'), w.ownerToken)).json().items;
    expect(listed).toEqual([expect.objectContaining({ id: file.id, infoAccess: 'private' })]);
  });

  it('a role with media scope assigned reaches the assigned private files with its keys, no others', async () => {
    const file = await w.addFile();
    const other = await w.addFile();
    for (const f of [file, other])
      await w.call('PATCH', `/files/edit/${f.id}`, w.ownerToken, { infoAccess: 'private' });
    const h = await holder(['GET_PRIVATE_MEDIA', 'EDIT_PRIVATE_MEDIA_GENERAL_INFO'], { media: 'assigned' });
    expect(await searchMedia(h.token)).toEqual([]);
    await w.call('PATCH', path(h.user.id, h.role.id, 'media'), w.ownerToken, { ids: [file.id] });
    expect(await searchMedia(h.token)).toEqual([file.id]);
    const edit = (id: string) => w.call('PATCH', `/files/edit/${id}`, h.token, { title: 'Neu' });
    expect((await edit(file.id)).statusCode).toBe(200);
    expect((await edit(other.id)).statusCode).toBe(404);
  });

  it('private files need ASSIGN_PRIVATE_FILES (403, nothing changed); another company file is 404', async () => {
    const file = await w.addFile();
    await w.call('PATCH', `/files/edit/${file.id}`, w.ownerToken, { infoAccess: 'private' });
    const publicFile = await w.addFile();
    const foreign = await w.addFile(w.other.company.id);
    const h = await holder([]);
    const assigner = await w.withKeys(['ASSIGN_ROLE']);
    const patch = (ids: string[], token = assigner) =>
      w.call('PATCH', path(h.user.id, h.role.id, 'media'), token, { ids });
    expect((await patch([publicFile.id, file.id])).statusCode).toBe(403);
    expect((await patch([publicFile.id])).statusCode).toBe(200);
    expect((await patch([publicFile.id, foreign.id], w.ownerToken)).statusCode).toBe(404);
    const listed = (await w.call('GET', path(h.user.id, h.role.id, 'media'), w.ownerToken)).json().items;
    expect(listed.map((i: { id: string }) => i.id)).toEqual([publicFile.id]);
  });
});
