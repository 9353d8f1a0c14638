import { and, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, refreshTokens, sessions, users } from '../../db/schema/index.ts';
import { createLoggedInUser, createSuperpanelAdmin, createUser, testPassword } from '../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../test/helper.ts';
import { sha256 } from './secrets.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://plakat.example' });
});
afterAll(() => t.close());

const password = 'Sicher-Passwort-7';
let counter = 0;
/** A fresh address and a fresh client IP per use, so tests never share limiter counters. */
const freshEmail = (prefix = 'owner') => `${prefix}-${Date.now().toString(36)}-${++counter}@example.test`;
const freshIp = () => `10.1.${Math.floor(++counter / 250)}.${counter % 250}`;

/** Every answer of these tests goes through here: nothing secret or internal may ever leave the server. */
async function call(opts: InjectOptions & { ip?: string }): Promise<LightMyRequestResponse> {
  const res = await t.app.inject({ remoteAddress: opts.ip ?? '127.0.0.1', ...opts });
  for (const secret of ['passwordHash', 'password_hash', 'tokenHash', 'token_hash', '$argon2', 'stack', '    at ']) {
    expect(res.body).not.toContain(secret);
  }
  return res;
}
const post = (url: string, payload?: unknown, extra: Partial<InjectOptions> & { ip?: string } = {}) =>
  call({ method: 'POST', url, payload: payload as InjectOptions['payload'], ...extra });
const refresh = (token?: string) =>
  call({ method: 'GET', url: '/api/auth/refreshToken', headers: token ? bearer(token) : {} });
const logout = (token?: string, url = '/api/auth/logout') =>
  call({ method: 'POST', url, headers: token ? bearer(token) : {} });
const login = (email: string, pw: string, ip = freshIp()) => post('/api/auth/login', { email, password: pw }, { ip });

const registerBody = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password,
  repeatPassword: password,
  acceptTerms: true,
  ...extra,
});
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
const userByEmail = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];

/** Registers and verifies a new owner: answers the address. */
async function registeredAndVerified() {
  const email = freshEmail();
  expect((await post('/api/auth/register', registerBody(email))).statusCode).toBe(201);
  const token = tokenOf(t.lastMailTo(email).link);
  expect((await post('/api/auth/verifyEmail', { token })).statusCode).toBe(200);
  return email;
}

describe('registration and e-mail verification', () => {
  it('registers an owner, mails a verification link that works once, then the account logs in, refreshes and logs out', async () => {
    const email = freshEmail('Neu.Kunde');
    const mixedCase = email.replace('neu.kunde', 'Neu.Kunde').replace('example.test', 'Example.TEST');
    const res = await post('/api/auth/register', registerBody(mixedCase));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Thank you for registering. We have sent you an e-mail with a link to confirm your e-mail address.',
    });

    const user = await userByEmail(email.toLowerCase());
    expect(user).toMatchObject({
      userType: 'companyOwner',
      companyId: null,
      isCompleted: false,
      language: 'en',
      status: 'active',
      emailVerifiedAt: null,
    });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);

    const mail = t.lastMailTo(email.toLowerCase());
    expect(mail.subject).toBe('Confirm your e-mail address for Plakat');
    expect(mail.link).toMatch(/^https:\/\/plakat\.example\/email\/verification\?token=[\w-]{40,}$/);
    expect(mail.text).toContain(mail.link);
    expect(mail.html).toContain(`href="${mail.link}"`);
    const token = tokenOf(mail.link);

    // Only the hash of the token is stored, valid for 24 hours.
    const [row] = await t.db.select().from(emailTokens).where(eq(emailTokens.userId, user.id));
    expect(row.purpose).toBe('verifyEmail');
    expect(row.tokenHash).toBe(sha256(token));
    expect(row.tokenHash).not.toContain(token);
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);

    const verified = await post('/api/auth/verifyEmail?lang=de', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      message: 'Ihre E-Mail-Adresse wurde bestätigt. Sie können sich jetzt anmelden.',
    });
    expect((await userByEmail(email.toLowerCase())).emailVerifiedAt).toBeInstanceOf(Date);

    const again = await post('/api/auth/verifyEmail', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'This link is invalid or has expired. Please request a new one.' });

    const loggedIn = await login(mixedCase, password);
    expect(loggedIn.statusCode).toBe(200);
    const body = loggedIn.json();
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'refreshToken', 'userId']);
    expect(body.userId).toBe(user.id);
    expect(t.app.deps.jwt.verify(body.accessToken)).toMatchObject({
      ok: true,
      claims: { sub: user.id, aud: 'company' },
    });
    expect((await userByEmail(email.toLowerCase())).lastActivityAt).toBeInstanceOf(Date);

    const rotated = await refresh(body.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const pair = rotated.json();
    expect(Object.keys(pair).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(pair.refreshToken).not.toBe(body.refreshToken);

    const out = await logout(pair.accessToken, '/api/auth/logout?lang=de');
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Abgemeldet!' });
    expect((await refresh(pair.refreshToken)).statusCode).toBe(419);
  });

  it('stores the language of the registration and writes the mail in it', async () => {
    const email = freshEmail();
    const res = await post('/api/auth/register', registerBody(email, { lang: 'de' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(
      'Vielen Dank für Ihre Registrierung. Wir haben Ihnen eine E-Mail mit einem Link zur Bestätigung Ihrer E-Mail-Adresse gesendet.',
    );
    expect((await userByEmail(email)).language).toBe('de');
    const mail = t.lastMailTo(email);
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Plakat');
    expect(mail.text).toContain('Guten Tag,');
    expect(mail.text).toContain(mail.link);

    const viaHeader = freshEmail();
    await post('/api/auth/register', registerBody(viaHeader), { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect((await userByEmail(viaHeader)).language).toBe('de');
  });

  it('answers a taken address exactly like a new one and mails a notice to its owner instead', async () => {
    const email = freshEmail();
    const first = await post('/api/auth/register', registerBody(email));
    const usersBefore = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const mailsBefore = t.mails.length;

    const second = await post(
      '/api/auth/register',
      registerBody(email, { password: 'Anderes-Passwort-9', repeatPassword: 'Anderes-Passwort-9' }),
    );
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.body).toBe(first.body);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toEqual(usersBefore);

    expect(t.mails.length).toBe(mailsBefore + 1);
    const notice = t.lastMailTo(email);
    expect(notice.subject).toBe('Registration attempt with your e-mail address at Plakat');
    expect(notice.links).toEqual(['https://plakat.example/login', 'https://plakat.example/password/forgot']);
    expect(notice.text).toContain('https://plakat.example/login');
    expect(notice.text).toContain('https://plakat.example/password/forgot');
    // No token was created for the attempt: still only the first verification token exists.
    const user = await userByEmail(email);
    expect(await t.db.select().from(emailTokens).where(eq(emailTokens.userId, user.id))).toHaveLength(1);
    // The original password is unchanged.
    expect((await login(email, password)).statusCode).toBe(403);
  });

  it('rejects bad registration input with field errors, translated by ?lang= or the body language', async () => {
    const missing = await post('/api/auth/register', {});
    expect(missing.statusCode).toBe(400);
    const paths = missing
      .json()
      .errors.map((e: { path: string }) => e.path)
      .sort();
    expect(paths).toEqual(expect.arrayContaining(['acceptTerms', 'email', 'password', 'repeatPassword']));

    const invalidEmail = await post('/api/auth/register', registerBody('not-an-address'));
    expect(invalidEmail.statusCode).toBe(400);
    expect(invalidEmail.json().errors).toEqual([{ path: 'email', message: 'Please enter a valid e-mail address' }]);

    const mismatchEn = await post(
      '/api/auth/register',
      registerBody(freshEmail(), { repeatPassword: 'Something-else-1' }),
    );
    expect(mismatchEn.statusCode).toBe(400);
    expect(mismatchEn.json().errors).toEqual([{ path: 'repeatPassword', message: 'The passwords are not the same' }]);

    const mismatchQuery = await post(
      '/api/auth/register?lang=de',
      registerBody(freshEmail(), { repeatPassword: 'Something-else-1' }),
    );
    expect(mismatchQuery.json()).toEqual({
      message: 'Die Anfrage ist ungültig',
      errors: [{ path: 'repeatPassword', message: 'Die Passwörter stimmen nicht überein' }],
    });
    const mismatchBody = await post(
      '/api/auth/register',
      registerBody(freshEmail(), { repeatPassword: 'Something-else-1', lang: 'de' }),
    );
    expect(mismatchBody.json().errors).toEqual([
      { path: 'repeatPassword', message: 'Die Passwörter stimmen nicht überein' },
    ]);

    const terms = await post('/api/auth/register', registerBody(freshEmail(), { acceptTerms: false }));
    expect(terms.statusCode).toBe(400);
    expect(terms.json().errors).toEqual([{ path: 'acceptTerms', message: 'Please accept the terms and conditions' }]);

    const weak = await post(
      '/api/auth/register',
      registerBody(freshEmail(), { password: 'short', repeatPassword: 'short' }),
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.map((e: { path: string }) => e.path)).toContain('password');

    const unknownKey = await post(
      '/api/auth/register',
      registerBody(freshEmail(), { companyId: '00000000-0000-0000-0000-000000000000' }),
    );
    expect(unknownKey.statusCode).toBe(400);
    expect(unknownKey.json().errors[0].message).toContain('companyId');

    const unknownQuery = await post('/api/auth/register?admin=1', registerBody(freshEmail()));
    expect(unknownQuery.statusCode).toBe(400);
    const badLang = await post('/api/auth/register?lang=fr', registerBody(freshEmail()));
    expect(badLang.statusCode).toBe(400);

    const before = t.mails.length;
    const huge = await post(
      '/api/auth/register',
      JSON.stringify({ ...registerBody(freshEmail()), pad: 'x'.repeat(1024 * 1024 + 10) }),
      {
        headers: { 'content-type': 'application/json' },
      },
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: 'The request is too large.' });

    const proto = await post('/api/auth/register', '{"__proto__":{"x":1}}', {
      headers: { 'content-type': 'application/json' },
    });
    expect(proto.statusCode).toBe(400);
    expect(proto.json()).toEqual({ message: 'The request is not valid' });
    const ctor = await post('/api/auth/register', '{"constructor":{"prototype":{"x":1}}}', {
      headers: { 'content-type': 'application/json' },
    });
    expect(ctor.statusCode).toBe(400);

    const malformed = await post('/api/auth/register', '{"email": "a@b.c",', {
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'The request is not valid' });
    expect(t.mails.length).toBe(before);
  });

  it('refuses unknown, reused and expired verification tokens with 400', async () => {
    expect((await post('/api/auth/verifyEmail', { token: 'never-issued-token' })).json()).toEqual({
      message: 'This link is invalid or has expired. Please request a new one.',
    });
    const missing = await post('/api/auth/verifyEmail', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ path: 'token', message: 'This field is required' }]);

    const email = freshEmail();
    await post('/api/auth/register', registerBody(email));
    const token = tokenOf(t.lastMailTo(email).link);
    await t.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.tokenHash, sha256(token)));
    const expired = await post('/api/auth/verifyEmail?lang=de', { token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      message: 'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    });
    expect((await userByEmail(email)).emailVerifiedAt).toBeNull();

    // A reset token is no verification token.
    const other = await registeredAndVerified();
    await post('/api/auth/password/forgot', { email: other });
    const resetToken = tokenOf(t.lastMailTo(other).link);
    expect((await post('/api/auth/verifyEmail', { token: resetToken })).statusCode).toBe(400);
  });

  it('resends the verification mail only to unverified accounts, and only the newest link works', async () => {
    const email = freshEmail();
    await post('/api/auth/register', registerBody(email));
    const oldToken = tokenOf(t.lastMailTo(email).link);

    const res = await post('/api/auth/resendVerification', { email });
    expect(res.statusCode).toBe(200);
    const expected = {
      message: 'If an unconfirmed account exists for this e-mail address, we have sent a new confirmation e-mail.',
    };
    expect(res.json()).toEqual(expected);
    const newToken = tokenOf(t.lastMailTo(email).link);
    expect(newToken).not.toBe(oldToken);
    expect((await post('/api/auth/verifyEmail', { token: oldToken })).statusCode).toBe(400);
    expect((await post('/api/auth/verifyEmail', { token: newToken })).statusCode).toBe(200);

    const before = t.mails.length;
    expect((await post('/api/auth/resendVerification', { email })).json()).toEqual(expected);
    expect((await post('/api/auth/resendVerification', { email: freshEmail('nobody') })).json()).toEqual(expected);
    expect(t.mails.length).toBe(before);

    const german = await post('/api/auth/resendVerification', { email: freshEmail('nobody'), lang: 'de' });
    expect(german.json().message).toBe(
      'Falls zu dieser E-Mail-Adresse ein unbestätigtes Konto besteht, haben wir eine neue Bestätigungs-E-Mail gesendet.',
    );
    expect((await post('/api/auth/resendVerification', { email: 'nope' })).statusCode).toBe(400);
  });
});

describe('login', () => {
  it('answers an unverified account with 403 and a code, only when the password is right', async () => {
    const email = freshEmail();
    await post('/api/auth/register', registerBody(email, { lang: 'de' }));
    const res = await login(email, password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'Please confirm your e-mail address first. We can send you the confirmation e-mail again.',
      code: 'EMAIL_NOT_VERIFIED',
    });
    expect((await login(email, 'Wrong-password-1')).statusCode).toBe(401);
  });

  it('answers a wrong password and an unknown address identically', async () => {
    const { email } = await createUser(t.db);
    const wrong = await login(email, 'Wrong-password-1');
    const unknown = await login(freshEmail('ghost'), 'Wrong-password-1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ message: 'The e-mail address or the password is wrong.' });
    const german = await post('/api/auth/login?lang=de', { email, password: 'Wrong-password-1' }, { ip: freshIp() });
    expect(german.json()).toEqual({ message: 'Die E-Mail-Adresse oder das Passwort ist falsch.' });
  });

  it('refuses paused and deleted accounts with 403, and validates the body', async () => {
    const paused = await createUser(t.db, { status: 'paused' });
    const res = await login(paused.email, testPassword);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "This account is blocked. Please contact your company's administrator." });
    const deleted = await createUser(t.db);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
    expect((await login(deleted.email, testPassword)).statusCode).toBe(403);

    expect((await post('/api/auth/login', { email: paused.email })).statusCode).toBe(400);
    expect(
      (await post('/api/auth/login', { email: paused.email, password: testPassword, remember: true })).statusCode,
    ).toBe(400);
  });

  // The failed-login limits have their own tests: limits/login-limits.api.test.ts.
});

describe('refresh and logout', () => {
  it('rotates refresh tokens; replaying a used one after the grace period ends the whole session', async () => {
    const email = await registeredAndVerified();
    const first = (await login(email, password)).json();
    const sid = t.app.deps.jwt.decodeVerified(first.accessToken)?.sid ?? '';
    expect(await t.app.contexts.auth.sessions.get(sid, 'company', first.userId)).not.toBeNull();

    const second = (await refresh(first.refreshToken)).json();
    expect(t.app.deps.jwt.verify(second.accessToken)).toMatchObject({
      ok: true,
      claims: { sid, sub: first.userId, aud: 'company' },
    });

    // Past the grace period (refresh.api.test.ts covers the repeat within it).
    await t.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, sha256(first.refreshToken)));
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(419);
    expect(replay.json()).toEqual({ message: 'Session expired. Please log in again.' });
    expect((await refresh(second.refreshToken)).statusCode).toBe(419);
    expect(await t.app.contexts.auth.sessions.get(sid, 'company', first.userId)).toBeNull();
    const [session] = await t.db.select().from(sessions).where(eq(sessions.id, sid));
    expect(session.revokedAt).toBeInstanceOf(Date);
  });

  it('answers 400 without a bearer token and 419 for unknown or expired refresh tokens', async () => {
    const none = await refresh();
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: 'No refresh token was sent.' });
    const basic = await call({
      method: 'GET',
      url: '/api/auth/refreshToken?lang=de',
      headers: { authorization: 'Basic dXNlcjpwdw==' },
    });
    expect(basic.statusCode).toBe(400);
    expect(basic.json()).toEqual({ message: 'Es wurde kein Refresh-Token gesendet.' });
    expect((await refresh('unknown-refresh-token')).statusCode).toBe(419);

    const { refreshToken } = await createLoggedInUser(t.app.deps);
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
    expect((await refresh(refreshToken)).statusCode).toBe(419);
  });

  it('answers 419 to the refresh of a paused or deleted user and ends that session', async () => {
    const { user, refreshToken, accessToken } = await createLoggedInUser(t.app.deps);
    await t.db.update(users).set({ status: 'paused' }).where(eq(users.id, user.id));
    expect((await refresh(refreshToken)).statusCode).toBe(419);
    const sid = t.app.deps.jwt.decodeVerified(accessToken)?.sid ?? '';
    const [session] = await t.db.select().from(sessions).where(eq(sessions.id, sid));
    expect(session.revokedAt).toBeInstanceOf(Date);

    const deleted = await createLoggedInUser(t.app.deps);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.user.id));
    expect((await refresh(deleted.refreshToken)).statusCode).toBe(419);

    // An active user's refresh records activity.
    const active = await createLoggedInUser(t.app.deps);
    expect(active.user.lastActivityAt).toBeNull();
    expect((await refresh(active.refreshToken)).statusCode).toBe(200);
    expect((await userByEmail(active.user.email)).lastActivityAt).toBeInstanceOf(Date);
  });

  it('logs out with an expired access token, with or without an empty JSON body', async () => {
    const { user, accessToken, refreshToken } = await createLoggedInUser(t.app.deps);
    const claims = t.app.deps.jwt.decodeVerified(accessToken);
    if (!claims) throw new Error('no claims');
    const expired = t.app.deps.jwt.sign(
      { sub: claims.sub, sid: claims.sid, aud: 'company' },
      60,
      Date.now() - 3_600_000,
    );
    expect(t.app.deps.jwt.verify(expired)).toEqual({ ok: false, reason: 'expired' });
    const res = await post('/api/auth/logout', undefined, {
      headers: { ...bearer(expired), 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out!' });
    expect(await t.app.contexts.auth.sessions.get(claims.sid, 'company', user.id)).toBeNull();
    expect((await refresh(refreshToken)).statusCode).toBe(419);

    const other = await createLoggedInUser(t.app.deps);
    expect((await post('/api/auth/logout', {}, { headers: bearer(other.accessToken) })).statusCode).toBe(200);
    expect((await refresh(other.refreshToken)).statusCode).toBe(419);
    const third = await createLoggedInUser(t.app.deps);
    expect((await post('/api/auth/logout', { all: true }, { headers: bearer(third.accessToken) })).statusCode).toBe(
      400,
    );
    expect(
      (
        await post('/api/auth/logout', '{"__proto__":{"x":1}}', {
          headers: { ...bearer(third.accessToken), 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await refresh(third.refreshToken)).statusCode).toBe(200);
  });

  it('answers 419 to a logout without a token, with alg none, a forged signature or a refresh token', async () => {
    expect((await logout()).statusCode).toBe(419);
    const { user, accessToken, refreshToken } = await createLoggedInUser(t.app.deps);
    const claims = t.app.deps.jwt.decodeVerified(accessToken);
    const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims })}.`;
    const res = await logout(none, '/api/auth/logout?lang=de');
    expect(res.statusCode).toBe(419);
    expect(res.json()).toEqual({ message: 'Sitzung abgelaufen. Bitte melden Sie sich erneut an.' });
    const [h, p] = accessToken.split('.');
    expect((await logout(`${h}.${p}.${'A'.repeat(43)}`)).statusCode).toBe(419);
    expect((await logout(refreshToken)).statusCode).toBe(419);
    // None of these ended the session.
    expect(await t.app.contexts.auth.sessions.get(claims?.sid ?? '', 'company', user.id)).not.toBeNull();
  });
});

describe('superpanel login', () => {
  it('logs in an admin with the superpanel audience, keeps it on refresh and logs out', async () => {
    const { admin } = await createSuperpanelAdmin(t.app.deps);
    const res = await post(
      '/api/auth/superpanelLogin',
      { email: admin.email, password: testPassword },
      { ip: freshIp() },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.userId).toBe(admin.id);
    expect(t.app.deps.jwt.verify(body.accessToken)).toMatchObject({
      ok: true,
      claims: { sub: admin.id, aud: 'superpanel' },
    });

    const rotated = await refresh(body.refreshToken);
    expect(rotated.statusCode).toBe(200);
    expect(t.app.deps.jwt.verify(rotated.json().accessToken)).toMatchObject({
      ok: true,
      claims: { sub: admin.id, aud: 'superpanel' },
    });

    expect((await logout(rotated.json().accessToken)).statusCode).toBe(200);
    expect((await refresh(rotated.json().refreshToken)).statusCode).toBe(419);
  });

  it('gives the same 401 as the company login, keeps the two kinds apart and rate-limits', async () => {
    const { admin } = await createSuperpanelAdmin(t.app.deps);
    const wrong = await post(
      '/api/auth/superpanelLogin',
      { email: admin.email, password: 'Wrong-password-1' },
      { ip: freshIp() },
    );
    const companyWrong = await login(freshEmail('ghost'), 'Wrong-password-1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toBe(companyWrong.body);

    // A company user's credentials are not a superpanel login, and an admin's are not a company login.
    const user = await createUser(t.db);
    expect(
      (await post('/api/auth/superpanelLogin', { email: user.email, password: testPassword }, { ip: freshIp() }))
        .statusCode,
    ).toBe(401);
    expect((await login(admin.email, testPassword)).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('answers an unknown address like a known one and sends no mail', async () => {
    const email = await registeredAndVerified();
    const before = t.mails.length;
    const unknown = await post('/api/auth/password/forgot', { email: freshEmail('nobody') });
    expect(unknown.statusCode).toBe(200);
    expect(t.mails.length).toBe(before);
    const known = await post('/api/auth/password/forgot', { email });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({
      message:
        'If an account exists for this e-mail address, we have sent an e-mail with a link to reset the password.',
    });
    expect(t.mails.length).toBe(before + 1);
    const mail = t.lastMailTo(email);
    expect(mail.subject).toBe('Reset your Plakat password');
    expect(mail.link).toMatch(/^https:\/\/plakat\.example\/password\/reset\?token=[\w-]{40,}$/);
    expect(mail.text).toContain(mail.link);
  });

  it('sets the new password, ends every session, and the link works once', async () => {
    const email = await registeredAndVerified();
    const sessionA = (await login(email, password)).json();
    const sessionB = (await login(email, password)).json();

    await post('/api/auth/password/forgot', { email, lang: 'de' });
    const firstMail = t.lastMailTo(email);
    expect(firstMail.subject).toBe('Setzen Sie Ihr Plakat-Passwort zurück');
    await post('/api/auth/password/forgot', { email });
    const token = tokenOf(t.lastMailTo(email).link);
    const newPassword = 'Neues-Passwort-42';

    // The older link stopped working when the newer one was sent.
    const stale = await post('/api/auth/password/reset', {
      token: tokenOf(firstMail.link),
      password: newPassword,
      repeatPassword: newPassword,
    });
    expect(stale.statusCode).toBe(400);

    const mismatch = await post('/api/auth/password/reset', {
      token,
      password: newPassword,
      repeatPassword: 'Other-password-1',
      lang: 'de',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual([
      { path: 'repeatPassword', message: 'Die Passwörter stimmen nicht überein' },
    ]);

    const res = await post('/api/auth/password/reset', { token, password: newPassword, repeatPassword: newPassword });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been changed. Please log in with your new password.' });

    expect((await refresh(sessionA.refreshToken)).statusCode).toBe(419);
    expect((await refresh(sessionB.refreshToken)).statusCode).toBe(419);
    const sid = t.app.deps.jwt.decodeVerified(sessionA.accessToken)?.sid ?? '';
    expect(await t.app.contexts.auth.sessions.get(sid, 'company', sessionA.userId)).toBeNull();

    expect((await login(email, password)).statusCode).toBe(401);
    expect((await login(email, newPassword)).statusCode).toBe(200);

    const reused = await post('/api/auth/password/reset?lang=de', {
      token,
      password: 'Noch-ein-Passwort-1',
      repeatPassword: 'Noch-ein-Passwort-1',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      message: 'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    });
    expect((await login(email, newPassword)).statusCode).toBe(200);
  });

  it('verifies the address of an unverified account, and refuses expired tokens', async () => {
    const email = freshEmail();
    await post('/api/auth/register', registerBody(email));
    await post('/api/auth/password/forgot', { email });
    const token = tokenOf(t.lastMailTo(email).link);
    const newPassword = 'Neues-Passwort-43';
    expect(
      (await post('/api/auth/password/reset', { token, password: newPassword, repeatPassword: newPassword }))
        .statusCode,
    ).toBe(200);
    expect((await userByEmail(email)).emailVerifiedAt).toBeInstanceOf(Date);
    expect((await login(email, newPassword)).statusCode).toBe(200);

    await post('/api/auth/password/forgot', { email });
    const late = tokenOf(t.lastMailTo(email).link);
    const user = await userByEmail(email);
    await t.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(emailTokens.userId, user.id), eq(emailTokens.tokenHash, sha256(late))));
    expect(
      (
        await post('/api/auth/password/reset', {
          token: late,
          password: 'Anderes-Pass-1',
          repeatPassword: 'Anderes-Pass-1',
        })
      ).statusCode,
    ).toBe(400);
    expect((await login(email, newPassword)).statusCode).toBe(200);
  });
});
