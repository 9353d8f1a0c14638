import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, partnerInvitations, partnerships } from '../../../db/schema/index.ts';
import { createDisplay, createLoggedInUser } from '../../../test/factories.ts';
import { type TestApp, buildTestApp } from '../../../test/helper.ts';
import { type World, caller, companyWorld, freshEmail } from './test-world.ts';

const invitationRow = async (t: TestApp, id: string) =>
  (await t.db.select().from(partnerInvitations).where(eq(partnerInvitations.id, id)))[0];
const noticesOf = (t: TestApp, invitationId: string) =>
  t.db.select().from(notifications).where(eq(notifications.resourceId, invitationId));

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await buildTestApp();
  call = caller(t);
});
afterAll(() => t.close());

const invite = async (from: World, email: string) =>
  (await call('POST', '/partners/invitations', from.token, { email })).json().id as string;
const pairRows = (a: string, b: string) =>
  t.db
    .select()
    .from(partnerships)
    .where(
      or(
        and(eq(partnerships.companyId, a), eq(partnerships.partnerCompanyId, b)),
        and(eq(partnerships.companyId, b), eq(partnerships.partnerCompanyId, a)),
      ),
    );
const expire = (id: string) =>
  t.db
    .update(partnerInvitations)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(partnerInvitations.id, id));

describe('POST /api/partners/invitations/{id}/accept', () => {
  it('makes the partnership mutual; both sides are told; the invitation is used', async () => {
    const a = await companyWorld(t, 'Einladend AG');
    const b = await companyWorld(t, 'Eingeladen GmbH');
    const id = await invite(a, b.email);
    const res = await call('POST', `/partners/invitations/${id}/accept?lang=de`, b.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Sie sind jetzt Partner.');
    expect((await pairRows(a.company.id, b.company.id)).map((r) => r.status)).toEqual(['active', 'active']);
    expect(await invitationRow(t, id)).toMatchObject({ state: 'accepted', invitedCompanyId: b.company.id });
    const accepted = (await noticesOf(t, id)).filter((n) => n.type === 'partnerAccepted');
    expect(accepted.map((n) => [n.recipientCompanyId, n.messageEn]).sort()).toEqual(
      [
        [a.company.id, 'Eingeladen GmbH accepted your partner invitation. You are now partners.'],
        [b.company.id, 'You accepted the partner invitation of Einladend AG. You are now partners.'],
      ].sort(),
    );
    // The share options of A's displays now offer B.
    const d = await createDisplay(t.db, a.company.id);
    const offered = (await call('GET', `/partners/${d.id}`, a.token)).json().partners;
    expect(offered).toEqual([expect.objectContaining({ id: b.company.id, isShared: false })]);
    const again = await call('POST', `/partners/invitations/${id}/accept`, b.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This partner invitation has already been answered.');
  });

  it('a user of the invited company who is not an owner is addressed: owners and the address get mails', async () => {
    const a = await companyWorld(t);
    const b = await companyWorld(t);
    const admin = await createLoggedInUser(t.app.deps, {
      companyId: b.company.id,
      roleId: b.roleIds.administrator,
      userType: 'companyUser',
      email: freshEmail('administrator'),
    });
    const id = await invite(a, admin.user.email);
    expect(t.lastMailTo(admin.user.email).link).toContain(id);
    expect(t.lastMailTo(b.email).link).toContain(id);
    expect((await call('POST', `/partners/invitations/${id}/accept`, admin.accessToken)).statusCode).toBe(200);
  });

  it('an address that registers later: its new company reads and accepts the invitation', async () => {
    const a = await companyWorld(t);
    const email = freshEmail('later');
    const id = await invite(a, email);
    const b = await companyWorld(t);
    const member = await createLoggedInUser(t.app.deps, { companyId: b.company.id, roleId: b.roleIds.owner, email });
    expect((await call('GET', `/partners/invitations/${id}`, member.accessToken)).statusCode).toBe(200);
    expect((await call('POST', `/partners/invitations/${id}/accept`, member.accessToken)).statusCode).toBe(200);
    expect(await pairRows(a.company.id, b.company.id)).toHaveLength(2);
  });

  it('404 for the inviter and other companies, 403 without the key, 410 expired, 409 withdrawn; nothing changes', async () => {
    const a = await companyWorld(t);
    const b = await companyWorld(t);
    const outsider = await companyWorld(t);
    const id = await invite(a, b.email);
    expect((await call('POST', `/partners/invitations/${id}/accept`, a.token)).statusCode).toBe(404);
    expect((await call('POST', `/partners/invitations/${id}/accept`, outsider.token)).statusCode).toBe(404);
    expect((await call('POST', `/partners/invitations/${id}/accept`, b.noKeysToken)).statusCode).toBe(403);
    expect((await call('POST', '/partners/invitations/nope/accept', b.token)).statusCode).toBe(400);
    await expire(id);
    const expired = await call('POST', `/partners/invitations/${id}/accept`, b.token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toContain('has expired');
    expect((await call('POST', `/partners/invitations/${id}/decline`, b.token)).statusCode).toBe(410);

    const second = await invite(a, freshEmail());
    expect((await call('DELETE', `/partners/invitations/${second}`, a.token)).statusCode).toBe(200);
    const c = await companyWorld(t);
    const third = await invite(a, c.email);
    await call('DELETE', `/partners/invitations/${third}`, a.token);
    const withdrawn = await call('POST', `/partners/invitations/${third}/accept`, c.token);
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json().message).toBe('This partner invitation has been withdrawn.');
    expect(await pairRows(a.company.id, b.company.id)).toHaveLength(0);
    expect(await pairRows(a.company.id, c.company.id)).toHaveLength(0);
    expect((await invitationRow(t, id)).state).toBe('pending');
  });
});

describe('decline, resend, withdraw', () => {
  it('decline: no partnership, the inviter is told, a new invitation is possible afterwards', async () => {
    const a = await companyWorld(t);
    const b = await companyWorld(t, 'Nein Danke GmbH');
    const id = await invite(a, b.email);
    expect((await call('POST', `/partners/invitations/${id}/decline`, a.token)).statusCode).toBe(404);
    expect((await call('POST', `/partners/invitations/${id}/decline`, b.noKeysToken)).statusCode).toBe(403);
    expect((await call('POST', `/partners/invitations/${id}/decline`, b.token)).statusCode).toBe(200);
    expect((await invitationRow(t, id)).state).toBe('declined');
    expect(await pairRows(a.company.id, b.company.id)).toHaveLength(0);
    expect((await noticesOf(t, id)).find((n) => n.type === 'partnerDeclined')).toMatchObject({
      recipientCompanyId: a.company.id,
      messageDe: 'Nein Danke GmbH hat Ihre Partnereinladung abgelehnt.',
    });
    expect((await call('POST', `/partners/invitations/${id}/accept`, b.token)).statusCode).toBe(409);
    expect(await invite(a, b.email)).toBeTruthy();
  });

  it('resend renews the 14 days and mails again, also after expiry; only the inviter, only while pending', async () => {
    const a = await companyWorld(t);
    const b = await companyWorld(t);
    const id = await invite(a, b.email);
    await expire(id);
    const before = t.mails.length;
    expect((await call('POST', `/partners/invitations/${id}/resend`, b.token)).statusCode).toBe(404);
    expect((await call('POST', `/partners/invitations/${id}/resend`, a.noKeysToken)).statusCode).toBe(403);
    const res = await call('POST', `/partners/invitations/${id}/resend`, a.token);
    expect(res.statusCode).toBe(200);
    expect(t.mails.length).toBe(before + 1);
    expect((await invitationRow(t, id)).expiresAt.getTime()).toBeGreaterThan(Date.now() + 13.9 * 24 * 3_600_000);
    expect((await call('POST', `/partners/invitations/${id}/accept`, b.token)).statusCode).toBe(200);
    const used = await call('POST', `/partners/invitations/${id}/resend`, a.token);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toContain('Only an open invitation');
  });

  it('resending an expired invitation while the other side invited meanwhile: 409', async () => {
    const a = await companyWorld(t);
    const b = await companyWorld(t);
    const id = await invite(a, b.email);
    await expire(id);
    expect(await invite(b, a.email)).toBeTruthy();
    expect((await call('POST', `/partners/invitations/${id}/resend`, a.token)).statusCode).toBe(409);
  });

  it('withdraw: the invited company is told and can no longer answer; 404 for it and others, 409 twice', async () => {
    const a = await companyWorld(t, 'Zurück AG');
    const b = await companyWorld(t);
    const id = await invite(a, b.email);
    expect((await call('DELETE', `/partners/invitations/${id}`, b.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/partners/invitations/${id}`, a.noKeysToken)).statusCode).toBe(403);
    expect((await call('DELETE', `/partners/invitations/${id}`, a.token)).statusCode).toBe(200);
    expect((await invitationRow(t, id)).state).toBe('withdrawn');
    expect((await noticesOf(t, id)).find((n) => n.type === 'partnerWithdrawn')).toMatchObject({
      recipientCompanyId: b.company.id,
      messageEn: 'Zurück AG withdrew its partner invitation.',
    });
    expect((await call('DELETE', `/partners/invitations/${id}`, a.token)).statusCode).toBe(409);
    expect((await call('GET', `/partners/invitations/${id}`, b.token)).json().state).toBe('withdrawn');
  });

  it('400 for an id that is not a uuid or an unknown query key, 419 without login, on every action', async () => {
    const a = await companyWorld(t);
    const id = await invite(a, freshEmail());
    const actions: ['POST' | 'DELETE', string][] = [
      ['POST', 'accept'],
      ['POST', 'decline'],
      ['POST', 'resend'],
      ['DELETE', ''],
    ];
    for (const [method, action] of actions) {
      const path = (x: string) => `/partners/invitations/${x}${action ? `/${action}` : ''}`;
      expect((await call(method, path('abc'), a.token)).statusCode, `${method} ${action}`).toBe(400);
      expect((await call(method, `${path(id)}?x=1`, a.token)).statusCode, `${method} ${action}`).toBe(400);
      expect((await call(method, path(id))).statusCode, `${method} ${action}`).toBe(419);
    }
    expect((await invitationRow(t, id)).state).toBe('pending');
  });
});
