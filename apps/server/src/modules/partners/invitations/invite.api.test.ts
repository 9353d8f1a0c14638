import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, partnerInvitations } from '../../../db/schema/index.ts';
import { createPartnership } from '../../../test/factories.ts';
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

const invite = (from: World, email: string, message?: string, lang = 'en') =>
  call('POST', `/partners/invitations?lang=${lang}`, from.token, { email, ...(message ? { message } : {}) });

describe('POST /api/partners/invitations', () => {
  it('to a company here: its owners get a notification and a mail linking to the confirmation page', async () => {
    const a = await companyWorld(t, 'Zeitungshaus Nord');
    const b = await companyWorld(t, 'Ärztehaus Süd');
    const res = await invite(a, `  ${b.email.toUpperCase()} `, 'Wir würden gern <b>Displays</b> teilen.');
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const row = await invitationRow(t, id);
    expect(row).toMatchObject({ inviterCompanyId: a.company.id, email: b.email, state: 'pending' });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(13.9 * 24 * 3_600_000);
    const notes = await noticesOf(t, id);
    expect(notes.map((n) => [n.recipientCompanyId, n.type, n.resourceType])).toEqual([
      [b.company.id, 'partnerInvited', 'invitation'],
    ]);
    // Markup stays text: the row keeps what was typed, nothing is interpreted.
    expect(notes[0].messageEn).toBe(
      'Zeitungshaus Nord invites your company to become partners. Message: Wir würden gern <b>Displays</b> teilen.',
    );
    const mail = t.lastMailTo(b.email);
    expect(mail.subject).toBe('Olga Owner of Zeitungshaus Nord invites you to become partners on Plakat');
    expect(mail.link).toBe(
      `${t.app.deps.config.publicUrl}/dashboard/partnersInvitationConfirmation?companyId=${a.company.id}&invitationId=${id}`,
    );
    expect(mail.text).toContain('accept or decline');
  });

  it('to an address without an account: one mail that invites to register, no notification', async () => {
    const a = await companyWorld(t);
    const email = freshEmail('new');
    const res = await invite(a, email, undefined, 'de');
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Die Einladung wurde verschickt.');
    expect(await noticesOf(t, res.json().id)).toHaveLength(0);
    const mail = t.lastMailTo(email);
    expect(mail.text).toContain('Ihr Unternehmen zu registrieren');
    expect(mail.link).toContain(`invitationId=${res.json().id}`);
  });

  it('400 for the own company, a broken address, 10,000 characters, control characters; nothing stored', async () => {
    const a = await companyWorld(t);
    const own = await invite(a, a.email);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toContain('belongs to your own company');
    expect((await invite(a, 'no-address')).statusCode).toBe(400);
    expect((await invite(a, freshEmail(), 'x'.repeat(10_000))).statusCode).toBe(400);
    expect((await invite(a, freshEmail(), 'a\u202Eb')).statusCode).toBe(400);
    expect((await call('POST', '/partners/invitations', a.token, { email: freshEmail(), extra: 1 })).statusCode).toBe(
      400,
    );
    const rows = await t.db
      .select()
      .from(partnerInvitations)
      .where(eq(partnerInvitations.inviterCompanyId, a.company.id));
    expect(rows).toHaveLength(0);
  });

  it('409 for an existing partner and for a second open invitation either way', async () => {
    const a = await companyWorld(t);
    const b = await companyWorld(t, 'Partner AG');
    const c = await companyWorld(t);
    await createPartnership(t.db, a.company.id, b.company.id);
    const partner = await invite(a, b.email);
    expect(partner.statusCode).toBe(409);
    expect(partner.json().message).toBe('Partner AG is already your partner.');

    expect((await invite(a, c.email)).statusCode).toBe(201);
    const again = await invite(a, c.email);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already an open invitation');
    // Another address of the same company, and the other way round: still the same two companies.
    const colleague = await companyWorld(t);
    expect((await invite(a, colleague.email)).statusCode).toBe(201);
    expect((await invite(c, a.email)).statusCode).toBe(409);
    const unknown = freshEmail();
    expect((await invite(a, unknown)).statusCode).toBe(201);
    expect((await invite(a, unknown)).statusCode).toBe(409);
  });

  it('two identical invitations at once: one is sent, the other refused', async () => {
    const a = await companyWorld(t);
    const email = freshEmail();
    const answers = await Promise.all([invite(a, email), invite(a, email)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('an expired invitation no longer blocks a new one; 403 without INVITE_PARTNER; 419 without login', async () => {
    const a = await companyWorld(t);
    const email = freshEmail();
    const first = (await invite(a, email)).json().id;
    await t.db
      .update(partnerInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(partnerInvitations.id, first));
    expect((await invite(a, email)).statusCode).toBe(201);
    expect((await invitationRow(t, first)).state).toBe('expired');
    expect((await call('POST', '/partners/invitations', a.noKeysToken, { email: freshEmail() })).statusCode).toBe(403);
    expect((await call('POST', '/partners/invitations', undefined, { email: freshEmail() })).statusCode).toBe(419);
  });
});

describe('GET /api/partners/invitations and /{id}', () => {
  it('lists sent and received with the other company; the invited company reads one, others get 404', async () => {
    const a = await companyWorld(t, 'Absender GmbH');
    const b = await companyWorld(t, 'Empfänger KG');
    const outsider = await companyWorld(t);
    const id = (await invite(a, b.email, 'Hallo')).json().id;
    const unknown = freshEmail();
    await invite(a, unknown);

    const sent = (await call('GET', '/partners/invitations?direction=sent', a.token)).json();
    expect(sent.totalCount).toBe(2);
    expect(sent.items.map((i: { email: string }) => i.email)).toEqual([unknown, b.email]);
    expect(sent.items[1]).toMatchObject({
      id,
      direction: 'sent',
      company: { id: b.company.id, name: 'Empfänger KG' },
      state: 'pending',
      invitedBy: 'Olga Owner',
    });
    expect(sent.items[0].company).toBeNull();
    const received = (await call('GET', '/partners/invitations', b.token)).json();
    expect(received.items).toEqual([
      expect.objectContaining({ id, direction: 'received', company: { id: a.company.id, name: 'Absender GmbH' } }),
    ]);
    expect((await call('GET', '/partners/invitations', outsider.token)).json()).toEqual({ items: [], totalCount: 0 });

    const one = await call('GET', `/partners/invitations/${id}`, b.token);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id, message: 'Hallo', state: 'pending', company: { name: 'Absender GmbH' } });
    expect((await call('GET', `/partners/invitations/${id}`, outsider.token)).statusCode).toBe(404);
    expect((await call('GET', `/partners/invitations/${id}`, a.token)).statusCode).toBe(404);
    expect((await call('GET', `/partners/invitations/${id}`, b.noKeysToken)).statusCode).toBe(403);
    expect((await call('GET', '/partners/invitations', b.noKeysToken)).statusCode).toBe(403);
    expect((await call('GET', '/partners/invitations/not-a-uuid', b.token)).statusCode).toBe(400);
    expect((await call('GET', '/partners/invitations?state=gone', b.token)).statusCode).toBe(400);
    expect((await call('GET', '/partners/invitations?direction=up', b.token)).statusCode).toBe(400);
  });

  it('filters by state: an invitation past its 14 days reads as expired', async () => {
    const a = await companyWorld(t);
    const id = (await invite(a, freshEmail())).json().id;
    await t.db
      .update(partnerInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(partnerInvitations.id, id));
    const expired = (await call('GET', '/partners/invitations?state=expired', a.token)).json();
    expect(expired.items.map((i: { id: string; state: string }) => [i.id, i.state])).toEqual([[id, 'expired']]);
    expect((await call('GET', '/partners/invitations?state=pending', a.token)).json().totalCount).toBe(0);
  });
});
