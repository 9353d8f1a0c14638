import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, users } from '../../../db/schema/index.ts';
import {
  companyOf,
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

let counter = 0;
const freshEmail = (prefix = 'invitee') => `${prefix}-${Date.now().toString(36)}-${++counter}@example.test`;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const tokenOf = (link: string) => new URL(link).searchParams.get('invitation') as string;
const invitationsOf = (companyId: string) =>
  t.db.select().from(invitations).where(eq(invitations.companyId, companyId));

async function ownerWorld() {
  const { company, roleIds } = await createCompany(t.db);
  const owner = await createLoggedInUser(t.app.deps, {
    companyId: company.id,
    roleId: roleIds.owner,
    firstName: 'Olga',
    lastName: 'Owner',
  });
  return { company, roleIds, owner };
}
const password = { password: 'neues-Passwort-1', repeatPassword: 'neues-Passwort-1' };

describe('POST /api/invitations', () => {
  it('invites addresses with one role, mails a link each; the link registers a verified member with that role', async () => {
    const { company, roleIds, owner } = await ownerWorld();
    const department = await createDepartment(t.db, company.id, 'Vertrieb');
    const email = freshEmail('Neu');
    const res = await call('POST', '/invitations', owner.accessToken, {
      emails: [`  ${email.toUpperCase()} `, freshEmail()],
      roleId: roleIds.editor,
      affiliation: 'internal',
      departmentId: department.id,
      message: 'Willkommen im Team 🎉',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().invited).toHaveLength(2);
    const mail = t.lastMailTo(email.toLowerCase());
    expect(mail.subject).toBe(`Olga Owner invited you to ${company.name} on Plakat`);
    expect(mail.text).toContain('Willkommen im Team 🎉');
    const token = tokenOf(mail.link);

    const info = await call('GET', `/invitations/accept-info?token=${encodeURIComponent(token)}`);
    expect(info.json()).toEqual({
      status: 'valid',
      email: email.toLowerCase(),
      companyName: company.name,
      inviterName: 'Olga Owner',
    });

    const accepted = await call('POST', '/invitations/accept', undefined, { token, ...password });
    expect(accepted.statusCode).toBe(201);
    const profile = (await call('GET', '/users/profile', accepted.json().accessToken)).json();
    expect(profile).toMatchObject({
      email: email.toLowerCase(),
      userType: 'companyUser',
      isCompleted: false,
      mustChangePassword: false,
      company: { id: company.id },
      roles: [{ id: roleIds.editor }],
    });
    const [row] = await t.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(row.emailVerifiedAt).not.toBeNull();
    expect(row).toMatchObject({ departmentId: department.id, affiliation: 'internal' });
    const login = await call('POST', '/auth/login', undefined, { email, password: password.password });
    expect(login.statusCode).toBe(200);

    const again = await call('POST', '/invitations/accept', undefined, { token, ...password });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This invitation has already been used. Please log in.');
    expect((await call('GET', `/invitations/accept-info?token=${token}`)).json().status).toBe('used');
  });

  it('answers 400 naming an invalid address and sends nothing', async () => {
    const { company, roleIds, owner } = await ownerWorld();
    const good = freshEmail();
    const res = await call('POST', '/invitations?lang=de', owner.accessToken, {
      emails: [good, 'kein-at-zeichen.example'],
      roleId: roleIds.viewer,
      affiliation: 'internal',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'kein-at-zeichen.example ist keine gültige E-Mail-Adresse. Es wurde keine Einladung versendet.',
    );
    expect(await invitationsOf(company.id)).toHaveLength(0);
    expect(t.mails.some((m) => m.to === good)).toBe(false);
    const empty = await call('POST', '/invitations', owner.accessToken, {
      emails: [],
      roleId: roleIds.viewer,
      affiliation: 'internal',
    });
    expect(empty.statusCode).toBe(400);
    const tooMany = await call('POST', '/invitations', owner.accessToken, {
      emails: Array.from({ length: 51 }, () => freshEmail()),
      roleId: roleIds.viewer,
      affiliation: 'internal',
    });
    expect(tooMany.statusCode).toBe(400);
    const unknownKey = await call('POST', '/invitations', owner.accessToken, {
      emails: [good],
      roleId: roleIds.viewer,
      affiliation: 'internal',
      companyId: company.id,
    });
    expect(unknownKey.statusCode).toBe(400);
  });

  it('answers 409 naming a member of the company or an account of another company', async () => {
    const { company, roleIds, owner } = await ownerWorld();
    const member = await createUser(t.db, { companyId: company.id, role: 'viewer', email: freshEmail('member') });
    const res = await call('POST', '/invitations', owner.accessToken, {
      emails: [freshEmail(), member.email],
      roleId: roleIds.viewer,
      affiliation: 'internal',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`${member.email} is already a member of your company. No invitation was sent.`);
    const stranger = await createUser(t.db, { email: freshEmail('stranger') });
    const other = await call('POST', '/invitations', owner.accessToken, {
      emails: [stranger.email],
      roleId: roleIds.viewer,
      affiliation: 'internal',
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/another company/);
    expect(await invitationsOf(company.id)).toHaveLength(0);
  });

  it('renews an open invitation of the same address instead of a second one', async () => {
    const { company, roleIds, owner } = await ownerWorld();
    const email = freshEmail();
    const body = { emails: [email], roleId: roleIds.viewer, affiliation: 'internal' };
    await call('POST', '/invitations', owner.accessToken, body);
    const first = tokenOf(t.lastMailTo(email).link);
    await call('POST', '/invitations', owner.accessToken, { ...body, roleId: roleIds.editor });
    const rows = await invitationsOf(company.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].roleId).toBe(roleIds.editor);
    expect((await call('POST', '/invitations/accept', undefined, { token: first, ...password })).statusCode).toBe(404);
  });

  it('answers 403 for a role with keys the inviter lacks, for external users without INVITE_EXTERNAL_USER, and without INVITE_USERS', async () => {
    const { company, roleIds } = await ownerWorld();
    const inviterRole = await createRole(t.db, company.id, ['INVITE_USERS', 'GET_USERS']);
    const inviter = await createLoggedInUser(t.app.deps, { companyId: company.id, roleId: inviterRole.id });
    const emails = [freshEmail()];
    const richer = await call('POST', '/invitations', inviter.accessToken, {
      emails,
      roleId: roleIds.editor,
      affiliation: 'internal',
    });
    expect(richer.statusCode).toBe(403);
    expect(richer.json().message).toBe('You may not grant a role with permissions you do not hold yourself.');
    const external = await call('POST', '/invitations', inviter.accessToken, {
      emails,
      roleId: inviterRole.id,
      affiliation: 'external',
    });
    expect(external.statusCode).toBe(403);
    const same = await call('POST', '/invitations', inviter.accessToken, {
      emails,
      roleId: inviterRole.id,
      affiliation: 'internal',
    });
    expect(same.statusCode).toBe(201);
    const viewer = await createLoggedInUser(t.app.deps, { companyId: company.id, role: 'viewer' });
    const denied = await call('POST', '/invitations', viewer.accessToken, {
      emails: [freshEmail()],
      roleId: roleIds.viewer,
      affiliation: 'internal',
    });
    expect(denied.statusCode).toBe(403);
    expect((await call('GET', '/invitations', viewer.accessToken)).statusCode).toBe(403);
    expect((await call('GET', '/invitations')).statusCode).toBe(419);
  });

  it("answers 404 for another company's role or department", async () => {
    const { roleIds, owner } = await ownerWorld();
    const other = await createCompany(t.db);
    const foreignDepartment = await createDepartment(t.db, other.company.id);
    const role = await call('POST', '/invitations', owner.accessToken, {
      emails: [freshEmail()],
      roleId: other.roleIds.viewer,
      affiliation: 'internal',
    });
    expect(role.statusCode).toBe(404);
    const department = await call('POST', '/invitations', owner.accessToken, {
      emails: [freshEmail()],
      roleId: roleIds.viewer,
      affiliation: 'internal',
      departmentId: foreignDepartment.id,
    });
    expect(department.statusCode).toBe(404);
    expect(await invitationsOf(companyOf(owner))).toHaveLength(0);
  });
});

describe('GET /api/invitations, resend, withdraw', () => {
  it('lists pending, expired and accepted invitations; resend renews, withdraw ends the link', async () => {
    const { company, roleIds, owner } = await ownerWorld();
    const [a, b, c] = [freshEmail('a'), freshEmail('b'), freshEmail('c')];
    await call('POST', '/invitations', owner.accessToken, {
      emails: [a, b, c],
      roleId: roleIds.viewer,
      affiliation: 'internal',
    });
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, b));
    await call('POST', '/invitations/accept', undefined, { token: tokenOf(t.lastMailTo(c).link), ...password });

    const list = (await call('GET', '/invitations?lang=de', owner.accessToken)).json();
    expect(list.totalCount).toBe(3);
    const status = Object.fromEntries(list.items.map((i: { email: string; status: string }) => [i.email, i.status]));
    expect(status).toEqual({ [a]: 'pending', [b]: 'expired', [c]: 'accepted' });
    expect(list.items[0]).toMatchObject({ role: { id: roleIds.viewer, label: 'Betrachter' }, invitedBy: 'Olga Owner' });
    const expired = (await call('GET', '/invitations?status=expired', owner.accessToken)).json();
    expect(expired.items.map((i: { email: string }) => i.email)).toEqual([b]);
    expect((await call('GET', '/invitations?status=gone', owner.accessToken)).statusCode).toBe(400);

    const expiredToken = tokenOf(t.lastMailTo(b).link);
    const late = await call('POST', '/invitations/accept?lang=de', undefined, { token: expiredToken, ...password });
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe('Diese Einladung ist abgelaufen. Bitte fordern Sie eine neue an.');
    expect((await call('GET', `/invitations/accept-info?token=${expiredToken}`)).json().status).toBe('expired');

    const idOf = (email: string) => list.items.find((i: { email: string }) => i.email === email).id;
    const resent = await call('POST', `/invitations/${idOf(b)}/resend`, owner.accessToken);
    expect(resent.statusCode).toBe(200);
    const renewed = tokenOf(t.lastMailTo(b).link);
    expect(renewed).not.toBe(expiredToken);
    expect((await call('GET', `/invitations/accept-info?token=${renewed}`)).json().status).toBe('valid');
    expect((await call('POST', `/invitations/${idOf(c)}/resend`, owner.accessToken)).statusCode).toBe(409);

    const withdrawn = await call('DELETE', `/invitations/${idOf(a)}`, owner.accessToken);
    expect(withdrawn.statusCode).toBe(200);
    const aToken = tokenOf(t.lastMailTo(a).link);
    expect((await call('POST', '/invitations/accept', undefined, { token: aToken, ...password })).statusCode).toBe(410);
    expect((await call('DELETE', `/invitations/${idOf(a)}`, owner.accessToken)).statusCode).toBe(404);
    expect((await call('DELETE', `/invitations/${idOf(c)}`, owner.accessToken)).statusCode).toBe(409);
    expect((await call('GET', '/invitations', owner.accessToken)).json().totalCount).toBe(2);
    expect((await invitationsOf(company.id)).length).toBe(3);
  });

  it("answers 404 for another company's invitation and 400 for a bad id", async () => {
    const { roleIds, owner } = await ownerWorld();
    const email = freshEmail();
    await call('POST', '/invitations', owner.accessToken, {
      emails: [email],
      roleId: roleIds.viewer,
      affiliation: 'internal',
    });
    const [row] = await t.db.select().from(invitations).where(eq(invitations.email, email));
    const stranger = await ownerWorld();
    expect((await call('POST', `/invitations/${row.id}/resend`, stranger.owner.accessToken)).statusCode).toBe(404);
    expect((await call('DELETE', `/invitations/${row.id}`, stranger.owner.accessToken)).statusCode).toBe(404);
    expect((await call('DELETE', '/invitations/not-a-uuid', owner.accessToken)).statusCode).toBe(400);
    expect((await call('GET', '/invitations/accept-info?token=unknown')).statusCode).toBe(404);
    expect(
      (await call('POST', '/invitations/accept', undefined, { token: 'x', password: 'kurz', repeatPassword: 'x' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('POST /api/users (CREATE_USER)', () => {
  it('creates a verified user with a one-time password mail; the first own password is set once', async () => {
    const { company, roleIds, owner } = await ownerWorld();
    const email = freshEmail('created');
    const res = await call('POST', '/users', owner.accessToken, {
      email,
      firstName: 'Zoë',
      lastName: 'Ağaoğlu',
      roleId: roleIds.viewer,
      affiliation: 'external',
    });
    expect(res.statusCode).toBe(201);
    const mail = t.lastMailTo(email);
    const oneTime = /one-time password: (\S+)/.exec(mail.text)?.[1] as string;
    expect(oneTime).toHaveLength(16);
    const login = await call('POST', '/auth/login', undefined, { email, password: oneTime });
    expect(login.statusCode).toBe(200);
    const token = login.json().accessToken;
    expect((await call('GET', '/users/profile', token)).json()).toMatchObject({
      mustChangePassword: true,
      isCompleted: false,
      firstName: 'Zoë',
      company: { id: company.id },
      roles: [{ id: roleIds.viewer }],
    });
    const bad = await call('POST', '/users/initialPassword', token, { password: 'x', repeatPassword: 'x' });
    expect(bad.statusCode).toBe(400);
    expect((await call('POST', '/users/initialPassword', token, password)).statusCode).toBe(200);
    expect((await call('GET', '/users/profile', token)).json().mustChangePassword).toBe(false);
    expect((await call('POST', '/users/initialPassword', token, password)).statusCode).toBe(409);
    expect((await call('POST', '/auth/login', undefined, { email, password: oneTime })).statusCode).toBe(401);

    const twice = await call('POST', '/users', owner.accessToken, {
      email,
      firstName: 'A',
      lastName: 'B',
      roleId: roleIds.viewer,
      affiliation: 'internal',
    });
    expect(twice.statusCode).toBe(409);
  });

  it('answers 400, 403 without CREATE_USER, 404 for a foreign role', async () => {
    const { company, roleIds, owner } = await ownerWorld();
    const body = {
      email: freshEmail(),
      firstName: 'A',
      lastName: 'B',
      roleId: roleIds.viewer,
      affiliation: 'internal',
    };
    expect((await call('POST', '/users', owner.accessToken, { ...body, email: 'nope' })).statusCode).toBe(400);
    expect((await call('POST', '/users', owner.accessToken, { ...body, firstName: '' })).statusCode).toBe(400);
    const viewer = await createLoggedInUser(t.app.deps, { companyId: company.id, role: 'viewer' });
    expect((await call('POST', '/users', viewer.accessToken, body)).statusCode).toBe(403);
    const other = await createCompany(t.db);
    expect(
      (await call('POST', '/users', owner.accessToken, { ...body, roleId: other.roleIds.viewer })).statusCode,
    ).toBe(404);
    expect(await t.db.$count(users, eq(users.email, body.email))).toBe(0);
  });
});
