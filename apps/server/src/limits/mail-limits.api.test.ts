import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyOf, createDisplay, createLoggedInUser, createUser } from '../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  // The default mail limits: 5 mails per address, 20 mail-sending calls per client address, per hour.
  t = await buildTestApp({ RATE_LIMIT_MAIL_PER_CLIENT: '20', RATE_LIMIT_MAIL_PER_ADDRESS: '5' });
});
afterAll(() => t.close());

let counter = 0;
/** Addresses of their own per use: with DATABASE_URL, every test file counts in one table. */
const freshIp = () => `10.88.${Math.floor(Math.random() * 250)}.${++counter % 250}`;
const freshEmail = () => `mail-limits-${Date.now().toString(36)}-${++counter}@example.test`;
const post = (url: string, payload: object, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const mailsTo = (email: string) => t.mails.filter((m) => m.to === email).length;
const password = 'Sicher-Passwort-7';

describe('mails per address', () => {
  it('200 password-forgotten calls for one address send 5 mails, and every answer is the same', async () => {
    const user = await createUser(t.db);
    const answers = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const res = await post('/api/auth/password/forgot', { email: user.email });
      expect(res.statusCode).toBe(200);
      answers.add(res.body);
    }
    expect(answers.size).toBe(1);
    expect(mailsTo(user.email)).toBe(5);
    // An unknown address gets the very same answer, under and over its limit.
    const unknown = freshEmail();
    for (let i = 0; i < 7; i++) answers.add((await post('/api/auth/password/forgot', { email: unknown })).body);
    expect(answers.size).toBe(1);
  });

  it('counts registration and verification mails of one address together, silently', async () => {
    const email = freshEmail();
    const register = await post('/api/auth/register', { email, password, repeatPassword: password, acceptTerms: true });
    expect(register.statusCode).toBe(201);
    for (let i = 0; i < 6; i++) {
      expect((await post('/api/auth/resendVerification', { email })).statusCode).toBe(200);
    }
    expect(mailsTo(email)).toBe(5);
    // Registering the taken address again answers as before, without another notice mail.
    const again = await post('/api/auth/register', { email, password, repeatPassword: password, acceptTerms: true });
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(register.body);
    expect(mailsTo(email)).toBe(5);
  });
});

describe('mail-sending calls per client address', () => {
  it('answers 429 with Retry-After from the 21st call of an address, whatever the recipient', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      expect((await post('/api/auth/password/forgot', { email: freshEmail() }, ip)).statusCode).toBe(200);
    }
    for (const [url, payload] of [
      ['/api/auth/password/forgot', { email: freshEmail() }],
      ['/api/auth/resendVerification', { email: freshEmail() }],
      ['/api/auth/register', { email: freshEmail(), password, repeatPassword: password, acceptTerms: true }],
    ] as const) {
      const limited = await post(url, payload, ip);
      expect(limited.statusCode).toBe(429);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(limited.json()).toEqual({ message: 'Too many requests. Please wait a moment and try again.' });
    }
    const de = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email: freshEmail(), lang: 'de' },
      remoteAddress: ip,
    });
    expect(de.json()).toEqual({
      message: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    });
    // Another client address is not affected.
    expect((await post('/api/auth/password/forgot', { email: freshEmail() })).statusCode).toBe(200);
  });
});

describe('player token mails', () => {
  it('answer 429 over the limit of the recipient, before the token changes', async () => {
    // The owner of a new company.
    const owner = await createLoggedInUser(t.app.deps);
    const company = { id: companyOf(owner) };
    const display = await createDisplay(t.db, company.id);
    const email = freshEmail();
    const send = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/displays/sendDisplayToken/${display.id}`,
        headers: bearer(owner.accessToken),
        payload: { email, repeatEmail: email },
        remoteAddress: freshIp(),
      });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(200);
    const lastMail = t.mails.filter((m) => m.to === email).at(-1);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(mailsTo(email)).toBe(5);
    expect(t.mails.filter((m) => m.to === email).at(-1)).toBe(lastMail);
  });

  it("count only calls that would send: foreign, unknown and inactive displays do not use up the owner's limit", async () => {
    const owner = await createLoggedInUser(t.app.deps);
    const display = await createDisplay(t.db, companyOf(owner));
    const inactive = await createDisplay(t.db, companyOf(owner), { isActive: false });
    const stranger = await createLoggedInUser(t.app.deps);
    const email = freshEmail();
    const send = (token: string, id: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/displays/sendDisplayToken/${id}`,
        headers: bearer(token),
        payload: { email, repeatEmail: email },
        remoteAddress: freshIp(),
      });
    // Another company names the owner's display and random ids: 404 each time, and nothing is counted.
    for (let i = 0; i < 3; i++) expect((await send(stranger.accessToken, display.id)).statusCode).toBe(404);
    for (let i = 0; i < 3; i++) expect((await send(stranger.accessToken, randomUUID())).statusCode).toBe(404);
    // The owner's own inactive display answers 409 and sends nothing, so it is not counted either.
    for (let i = 0; i < 3; i++) expect((await send(owner.accessToken, inactive.id)).statusCode).toBe(409);
    for (let i = 0; i < 5; i++) expect((await send(owner.accessToken, display.id)).statusCode).toBe(200);
    expect(mailsTo(email)).toBe(5);
  });

  it('count in the wizard too: the player step that would mail a token answers 429 and changes nothing', async () => {
    // The owner of a new company.
    const owner = await createLoggedInUser(t.app.deps);
    const company = { id: companyOf(owner) };
    const email = freshEmail();
    const save = (id: string, address = email) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/displays/${id}/steps/player`,
        headers: bearer(owner.accessToken),
        payload: { isActive: true, email: address, repeatEmail: address },
        remoteAddress: freshIp(),
      });
    const screens = [];
    for (let i = 0; i < 6; i++) screens.push(await createDisplay(t.db, company.id, { tokenEmail: freshEmail() }));
    for (const screen of screens.slice(0, 5)) expect((await save(screen.id)).statusCode).toBe(200);
    expect(mailsTo(email)).toBe(5);
    // Saving the same address again mails nothing, so it is not counted and still works.
    expect((await save(screens[0].id)).statusCode).toBe(200);
    const limited = await save(screens[5].id);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(mailsTo(email)).toBe(5);
    const edit = await t.app.inject({
      method: 'GET',
      url: `/api/displays/${screens[5].id}/edit`,
      headers: bearer(owner.accessToken),
    });
    expect(edit.json().data.email).toBe(screens[5].tokenEmail);
  });
});
