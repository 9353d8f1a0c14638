import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../../db/schema/index.ts';
import { createLoggedInUser } from '../../../test/factories.ts';
import { type TestApp, buildTestApp } from '../../../test/helper.ts';
import { caller, freshEmail } from '../invitations/test-world.ts';
import { partnerWorld, userWithKeys } from '../test-world.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await buildTestApp();
  call = caller(t);
});
afterAll(() => t.close());

const messagesTo = (companyId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientCompanyId, companyId), eq(notifications.type, 'partnerMessage')));

describe('POST /api/partners/{partnerId}/message', () => {
  it("reaches the partner's administrators as a notice addressed to each and a mail in each one's language", async () => {
    const w = await partnerWorld(t, `M${randomUUID().slice(0, 6)}`);
    const alpha = w.active.company.id;
    const german = await createLoggedInUser(t.app.deps, {
      companyId: alpha,
      roleId: w.active.roleIds.owner,
      userType: 'companyUser',
      email: freshEmail('de-owner'),
    });
    await t.db.update(users).set({ language: 'de' }).where(eq(users.id, german.user.id));
    const text = 'Hallo <b>Partner</b>,\nbitte melden Sie sich. & Co.';
    const res = await call('POST', `/partners/${alpha}/message?lang=de`, w.me.token, { message: `  ${text} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Ihre Nachricht wurde gesendet.');

    const notices = await messagesTo(alpha);
    expect(notices.map((n) => n.recipientUserId).sort()).toEqual([w.active.owner.user.id, german.user.id].sort());
    expect(notices[0]).toMatchObject({
      senderCompanyId: w.me.company.id,
      senderUserId: w.me.owner.user.id,
      resourceType: 'partner',
      resourceId: w.me.company.id,
    });
    expect(notices[0].messageEn).toBe(`Message from Olga Owner (${w.me.company.name}): ${text}`);
    // The colleague without the owner role does not get it.
    expect((await call('GET', '/notifications?type=partnerMessage', w.active.noKeysToken)).json().totalCount).toBe(0);
    const seen = (await call('GET', '/notifications?type=partnerMessage', w.active.token)).json().items;
    expect(seen.map((i: { message: string }) => i.message)).toEqual([notices[0].messageEn]);

    const en = t.lastMailTo(w.active.email);
    expect(en.subject).toBe('New notification on Plakat');
    expect(en.text).toContain(text);
    expect(en.html).toContain('Hallo &lt;b&gt;Partner&lt;/b&gt;');
    expect(en.html).not.toContain('<b>Partner</b>');
    const de = t.lastMailTo(german.user.email);
    expect(de.subject).toBe('Neue Benachrichtigung auf Plakat');
    // The sender's own company hears nothing.
    expect(await messagesTo(w.me.company.id)).toEqual([]);
  });

  it('409 while either side blocks, 404 for no partner, 403 without the key', async () => {
    const w = await partnerWorld(t, `M${randomUUID().slice(0, 6)}`);
    const body = { message: 'Hallo' };
    for (const id of [w.blockedByMe.company.id, w.blocksMe.company.id]) {
      const res = await call('POST', `/partners/${id}/message?lang=de`, w.me.token, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('gesperrt');
    }
    expect((await call('POST', `/partners/${w.stranger.company.id}/message`, w.me.token, body)).statusCode).toBe(404);
    expect((await call('POST', `/partners/${w.me.company.id}/message`, w.me.token, body)).statusCode).toBe(404);
    const noKey = await userWithKeys(t, w.me, ['GET_PARTNERS']);
    expect((await call('POST', `/partners/${w.active.company.id}/message`, noKey, body)).statusCode).toBe(403);
    expect(await messagesTo(w.active.company.id)).toEqual([]);
  });

  it('400 for an empty, too long (10,000 characters) or invisible-character message, or other keys', async () => {
    const w = await partnerWorld(t, `M${randomUUID().slice(0, 6)}`);
    const url = `/partners/${w.active.company.id}/message?lang=de`;
    for (const body of [
      {},
      { message: '   ' },
      { message: 'x'.repeat(10_000) },
      { message: 'x'.repeat(2001) },
      { message: 'Hallo\u202Eevil' },
      { message: 'Hallo\u200Bwelt' },
      { message: 'Hallo', to: 'x' },
    ]) {
      const res = await call('POST', url, w.me.token, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json().errors?.length).toBeGreaterThan(0);
    }
    expect((await call('POST', url, w.me.token, { message: 'x'.repeat(2000) })).statusCode).toBe(200);
    expect(await messagesTo(w.active.company.id)).toHaveLength(1);
  });
});
