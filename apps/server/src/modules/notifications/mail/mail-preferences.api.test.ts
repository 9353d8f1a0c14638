import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index.ts';
import { type TestApp, bearer, buildTestApp } from '../../../test/helper.ts';
import { notificationWorld } from '../test-world.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const url = '/api/notifications/mail-preferences';
const get = (token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const put = (token: string, payload: object, lang = 'en') =>
  t.app.inject({ method: 'PUT', url: `${url}?lang=${lang}`, headers: bearer(token), payload });
/** Any request runs the jobs queued so far (test/helper.ts), so the mails of a notice written directly arrive. */
const deliver = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/notifications/unread-count', headers: bearer(token) });
const mailsTo = (email: string) => t.mails.filter((mail) => mail.to === email);

describe('GET/PUT /api/notifications/mail-preferences', () => {
  it('answers the defaults, saves a choice per user, and answers it', async () => {
    const w = await notificationWorld(t);
    const defaults = { partnerEvents: true, messages: true, displayEvents: false, screenEvents: true };
    expect((await get(w.owner.accessToken)).json()).toEqual(defaults);
    const chosen = { partnerEvents: false, messages: true, displayEvents: true, screenEvents: false };
    const saved = await put(w.owner.accessToken, chosen);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(chosen);
    expect((await get(w.owner.accessToken)).json()).toEqual(chosen);
    expect((await put(w.owner.accessToken, defaults)).json()).toEqual(defaults);
    expect((await get(w.colleague.accessToken)).json()).toEqual(defaults);
  });

  it('refuses a bad body with a translated 400, and answers 419 without a session', async () => {
    const w = await notificationWorld(t);
    const missing = await put(w.owner.accessToken, { partnerEvents: true }, 'de');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBeTruthy();
    const extra = await put(w.owner.accessToken, {
      partnerEvents: true,
      messages: true,
      displayEvents: false,
      screenEvents: true,
      other: 1,
    });
    expect(extra.statusCode).toBe(400);
    expect(
      (
        await put(w.owner.accessToken, {
          partnerEvents: 'yes',
          messages: true,
          displayEvents: true,
          screenEvents: true,
        })
      ).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(419);
  });
});

describe('mails of notifications', () => {
  it('mails a partner event to the users who see it, in their language, with the link to the center', async () => {
    const w = await notificationWorld(t);
    await t.db.update(users).set({ language: 'de' }).where(eq(users.id, w.owner.user.id));
    await w.send('partnerAccepted', { key: 'partnerAccepted' });
    await deliver(w.owner.accessToken);
    const [mail] = mailsTo(w.owner.user.email);
    expect(mail.subject).toBe('Neue Benachrichtigung auf Plakat');
    expect(mail.text).toContain('/dashboard/notification-canter');
    expect(mailsTo(w.owner.user.email)).toHaveLength(1);
    // The colleague has no GET_PARTNERS, the stranger's company was not told.
    expect(mailsTo(w.colleague.user.email)).toEqual([]);
    expect(mailsTo(w.stranger.user.email)).toEqual([]);
  });

  it('follows the switches: display events only when chosen, nothing once a group is off', async () => {
    const w = await notificationWorld(t);
    await w.send('displayUnshared');
    await deliver(w.owner.accessToken);
    expect(mailsTo(w.owner.user.email)).toEqual([]);
    await put(w.owner.accessToken, { partnerEvents: false, messages: true, displayEvents: true, screenEvents: true });
    await w.send('displayUnshared');
    await w.send('partnerBlocked');
    await deliver(w.owner.accessToken);
    const mails = mailsTo(w.owner.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('no longer shares the display 1001');
    // The colleague kept the defaults: display events off.
    expect(mailsTo(w.colleague.user.email)).toEqual([]);
  });

  it('mails a message addressed to one user to that user only, and no generic mail for an invitation', async () => {
    const w = await notificationWorld(t);
    await w.send('userMessage', { userId: w.colleague.user.id, key: 'displayShared' });
    await w.send('partnerInvited');
    await deliver(w.owner.accessToken);
    expect(mailsTo(w.colleague.user.email)).toHaveLength(1);
    expect(mailsTo(w.owner.user.email)).toEqual([]);
  });
});
