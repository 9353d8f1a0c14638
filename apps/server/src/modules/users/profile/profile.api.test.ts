import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index.ts';
import { createLoggedInUser, createUser, testPassword } from '../../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../../test/helper.ts';
import { issueSession } from '../../auth/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, path: string, token: string | null, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${path}`,
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
const profile = (token: string) => call('GET', '/users/profile', token);
const login = (email: string, password: string) => call('POST', '/auth/login', null, { email, password });
const tokenOf = (link: string) => new URL(link).searchParams.get('token') as string;

describe('the own profile', () => {
  it('changes the person data and the language; the profile shows them at once', async () => {
    const me = await createLoggedInUser(t.app.deps);
    const body = {
      salutation: 'mr',
      title: 'dr',
      firstName: 'Jürgen',
      lastName: 'Öztürk',
      phoneCountryCode: '+43',
      phone: '1 234567',
      language: 'de',
    };
    const res = await call('PATCH', '/users/profile', me.accessToken, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Ihr Profil wurde gespeichert.');
    const { salutation, title, firstName, lastName, phoneCountryCode, phone, language } = (
      await profile(me.accessToken)
    ).json();
    expect({ salutation, title, firstName, lastName, phoneCountryCode, phone, language }).toEqual(body);
    expect((await call('PATCH', '/users/profile', me.accessToken, { title: null })).statusCode).toBe(200);
    expect((await profile(me.accessToken)).json()).toMatchObject({ title: null, firstName: 'Jürgen' });
  });

  it('answers 400 for unknown codes, bad fields, an empty body and unknown keys, and changes nothing', async () => {
    const me = await createLoggedInUser(t.app.deps);
    for (const body of [
      { salutation: 'lord' },
      { title: 'king' },
      { phoneCountryCode: '+999999' },
      { phone: 'abc' },
      { firstName: '' },
      { language: 'fr' },
      {},
      { email: 'x@example.test' },
      { companyId: me.user.companyId },
    ]) {
      const res = await call('PATCH', '/users/profile', me.accessToken, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row.firstName).toBe('Erika');
  });

  it('answers 419 without a login', async () => {
    expect((await call('PATCH', '/users/profile', null, { firstName: 'X' })).statusCode).toBe(419);
    const password = {
      currentPassword: testPassword,
      newPassword: 'neues-Passwort-7',
      repeatPassword: 'neues-Passwort-7',
    };
    expect((await call('POST', '/users/profile/password', null, password)).statusCode).toBe(419);
    const email = { newEmail: 'a@example.test', repeatEmail: 'a@example.test', password: testPassword };
    expect((await call('POST', '/users/profile/email', null, email)).statusCode).toBe(419);
  });
});

describe('the own password', () => {
  const change = (token: string, currentPassword: string, newPassword: string, repeatPassword = newPassword) =>
    call('POST', '/users/profile/password?lang=de', token, { currentPassword, newPassword, repeatPassword });

  it('changes the password: the other sessions end, this one stays, the new password logs in', async () => {
    const me = await createLoggedInUser(t.app.deps);
    const other = await issueSession(t.app.deps, me.user.id, 'company');
    expect((await profile(other.accessToken)).statusCode).toBe(200);
    const res = await change(me.accessToken, testPassword, 'neues-Passwort-7');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Ihr Passwort wurde geändert. Ihre anderen Sitzungen wurden abgemeldet.');
    expect((await profile(me.accessToken)).statusCode).toBe(200);
    expect((await profile(other.accessToken)).statusCode).toBe(419);
    expect((await login(me.user.email, testPassword)).statusCode).toBe(401);
    expect((await login(me.user.email, 'neues-Passwort-7')).statusCode).toBe(200);
  });

  it('answers 400 for a wrong current password, a weak or differing new one, and keeps the old one', async () => {
    const me = await createLoggedInUser(t.app.deps);
    const wrong = await change(me.accessToken, 'not-my-password-1', 'neues-Passwort-7');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Das aktuelle Passwort ist falsch.');
    expect((await change(me.accessToken, testPassword, 'short')).statusCode).toBe(400);
    expect((await change(me.accessToken, testPassword, 'onlyletters')).statusCode).toBe(400);
    const differ = await change(me.accessToken, testPassword, 'neues-Passwort-7', 'neues-Passwort-8');
    expect(differ.json().errors).toEqual([{ path: 'repeatPassword', message: 'Die Passwörter stimmen nicht überein' }]);
    expect((await login(me.user.email, testPassword)).statusCode).toBe(200);
  });
});

describe('the own e-mail address', () => {
  const request = (token: string, newEmail: string, repeatEmail = newEmail, password = testPassword) =>
    call('POST', '/users/profile/email', token, { newEmail, repeatEmail, password });
  const confirm = (token: string, lang = 'en') =>
    call('POST', `/auth/confirmEmailChange?lang=${lang}`, null, { token });

  it('mails a link to the new address; opening it changes the address and tells the old one', async () => {
    const me = await createLoggedInUser(t.app.deps);
    const res = await request(me.accessToken, 'Neu.Adresse@Example.test');
    expect(res.statusCode).toBe(200);
    expect(res.json().newEmail).toBe('neu.adresse@example.test');
    // Nothing changes before the link is opened.
    expect((await profile(me.accessToken)).json().email).toBe(me.user.email);
    const mail = t.lastMailTo('neu.adresse@example.test');
    expect(mail.link).toContain('/email/change?token=');
    const done = await confirm(tokenOf(mail.link), 'de');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      message: 'Ihre E-Mail-Adresse wurde in neu.adresse@example.test geändert.',
      newEmail: 'neu.adresse@example.test',
    });
    expect(t.lastMailTo(me.user.email).text).toContain('neu.adresse@example.test');
    expect((await profile(me.accessToken)).json().email).toBe('neu.adresse@example.test');
    expect((await login('neu.adresse@example.test', testPassword)).statusCode).toBe(200);
    expect((await confirm(tokenOf(mail.link))).statusCode).toBe(400);
  });

  it("answers 400 when the repeat differs ('Email addresses aren't the same'), a wrong password or bad address", async () => {
    const me = await createLoggedInUser(t.app.deps);
    const before = t.mails.length;
    const differ = await request(me.accessToken, 'a@example.test', 'b@example.test');
    expect(differ.statusCode).toBe(400);
    expect(differ.json().errors).toEqual([{ path: 'repeatEmail', message: "Email addresses aren't the same" }]);
    const wrong = await request(me.accessToken, 'a@example.test', 'a@example.test', 'falsch-123');
    expect(wrong.json().message).toBe('The current password is wrong.');
    expect((await request(me.accessToken, 'not-an-address')).statusCode).toBe(400);
    expect((await request(me.accessToken, me.user.email)).statusCode).toBe(400);
    expect((await confirm('unknown-token')).statusCode).toBe(400);
    expect(t.mails.length).toBe(before);
  });

  it('answers 409 for an address in use, also when it is taken before the link is opened', async () => {
    const me = await createLoggedInUser(t.app.deps);
    const taken = await createUser(t.db);
    const res = await request(me.accessToken, taken.email);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This e-mail address is already in use.');
    expect((await request(me.accessToken, 'spaeter@example.test')).statusCode).toBe(200);
    await createUser(t.db, { email: 'spaeter@example.test' });
    expect((await confirm(tokenOf(t.lastMailTo('spaeter@example.test').link))).statusCode).toBe(409);
    expect((await profile(me.accessToken)).json().email).toBe(me.user.email);
  });
});
