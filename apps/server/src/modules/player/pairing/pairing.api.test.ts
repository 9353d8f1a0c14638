import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displays, playerPairings } from '../../../db/schema/index.ts';
import { companyOf, createDisplay, createLoggedInUser, createRole, type Login } from '../../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../../test/helper.ts';

let t: TestApp;
let owner: Login;
let other: Login;
let display: { id: string; onlineId: number; title: string };
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createLoggedInUser(t.app.deps);
  other = await createLoggedInUser(t.app.deps);
  display = await createDisplay(t.db, companyOf(owner));
});
afterAll(() => t.close());

type Started = { pairingId: string; code: string; secret: string; expiresAt: string; pollSeconds: number };
const start = async (): Promise<Started> => {
  const res = await t.app.inject({ method: 'POST', url: '/api/player/pairings' });
  expect(res.statusCode).toBe(201);
  return res.json();
};
const poll = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/player/pairings/poll', payload: body as object });
const claim = (displayId: string, code: unknown, token = owner.accessToken, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/displays/${displayId}/player?lang=${lang}`,
    headers: bearer(token),
    payload: { code },
  });
const me = (credential: string) => t.app.inject({ method: 'GET', url: '/api/player/me', headers: bearer(credential) });

/** A screen paired with `displayId`: its credential. */
async function pairedCredential(displayId = display.id) {
  const started = await start();
  expect((await claim(displayId, started.code)).statusCode).toBe(200);
  const res = await poll({ pairingId: started.pairingId, secret: started.secret });
  expect(res.json().status).toBe('paired');
  return res.json().credential as string;
}

describe('pairing a screen by device code', () => {
  it('gives a code of the alphabet valid for 10 minutes; polls pending; a claim pairs it once', async () => {
    const started = await start();
    expect(started.code).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);
    const minutes = (Date.parse(started.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThanOrEqual(10);
    expect((await poll({ pairingId: started.pairingId, secret: started.secret })).json()).toMatchObject({
      status: 'pending',
    });

    // Typed as shown on the screen (lower case, with the hyphen).
    const typed = `${started.code.slice(0, 3)}-${started.code.slice(3)}`.toLowerCase();
    const claimed = await claim(display.id, typed, owner.accessToken, 'de');
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().message).toContain('Bildschirm');

    const paired = await poll({ pairingId: started.pairingId, secret: started.secret });
    expect(paired.json()).toMatchObject({ status: 'paired', displayId: display.id });
    const credential = paired.json().credential as string;
    expect((await me(credential)).json()).toEqual({
      displayId: display.id,
      onlineId: display.onlineId,
      title: display.title,
    });
    // Answered once: the pairing is gone.
    expect((await poll({ pairingId: started.pairingId, secret: started.secret })).statusCode).toBe(404);
  });

  it('refuses a wrong secret, an unknown pairing and bad bodies', async () => {
    const started = await start();
    const wrong = `${started.secret.slice(0, -1)}${started.secret.endsWith('A') ? 'B' : 'A'}`;
    expect((await poll({ pairingId: started.pairingId, secret: wrong })).statusCode).toBe(404);
    expect((await poll({ pairingId: crypto.randomUUID(), secret: started.secret })).statusCode).toBe(404);
    for (const body of [
      {},
      { pairingId: 'x', secret: started.secret },
      { pairingId: started.pairingId, secret: 'short' },
    ])
      expect((await poll(body)).statusCode).toBe(400);
    expect((await poll({ ...started, extra: 1 })).statusCode).toBe(400);
  });

  it('answers the same 400 for a wrong, expired or used code, and 400 for one that cannot be a code', async () => {
    const used = await start();
    expect((await claim(display.id, used.code)).statusCode).toBe(200);
    const again = await claim(display.id, used.code);
    expect(again.statusCode).toBe(400);
    const expired = await start();
    await t.db
      .update(playerPairings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(playerPairings.id, expired.pairingId));
    const late = await claim(display.id, expired.code);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(again.json().message);
    expect((await poll({ pairingId: expired.pairingId, secret: expired.secret })).statusCode).toBe(404);
    const invented = await claim(display.id, 'ZZZZZZ');
    expect(invented.statusCode).toBe(400);
    expect(invented.json().message).toBe(again.json().message);
    for (const code of ['ABC10O', '12345', '', 7]) {
      const res = await claim(display.id, code);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors?.[0]?.path).toBe('code');
    }
  });

  it('404 for another company’s display, 403 without EDIT_DISPLAY, 409 for a locked or inactive display', async () => {
    const started = await start();
    const theirs = await createDisplay(t.db, companyOf(other));
    expect((await claim(theirs.id, started.code)).statusCode).toBe(404);
    const role = await createRole(t.db, companyOf(owner), ['GET_OWN_DISPLAYS']);
    const viewer = await createLoggedInUser(t.app.deps, { companyId: companyOf(owner), roleId: role.id });
    expect((await claim(display.id, started.code, viewer.accessToken)).statusCode).toBe(403);
    const locked = await createDisplay(t.db, companyOf(owner), { isLocked: true });
    expect((await claim(locked.id, started.code)).statusCode).toBe(409);
    const inactive = await createDisplay(t.db, companyOf(owner), { isActive: false });
    expect((await claim(inactive.id, started.code)).statusCode).toBe(409);
    // The code is still open after all of them.
    expect((await claim(display.id, started.code)).statusCode).toBe(200);
  });
});

describe('the player credential', () => {
  it('reaches /api/player/* only; a login token does not reach the player routes', async () => {
    const credential = await pairedCredential();
    expect((await me(credential)).statusCode).toBe(200);
    const asUser = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(credential) });
    expect(asUser.statusCode).toBe(419);
    // Every failure of the player audience is one 401 with the message the screen shows before its pairing code.
    const refusals = [
      await me(owner.accessToken),
      await me('x'.repeat(43)),
      await t.app.inject({ method: 'GET', url: '/api/player/me?lang=de' }),
    ];
    for (const refusal of refusals) expect(refusal.statusCode).toBe(401);
    expect(refusals[0].json().message).toMatch(/no longer paired/);
    expect(refusals[2].json().message).toMatch(/keinem Display mehr verbunden/);
  });

  it('ends at once when its display is shut down, deactivated or locked', async () => {
    for (const change of [{ shutdownAt: new Date() }, { isActive: false }, { isLocked: true }]) {
      const target = await createDisplay(t.db, companyOf(owner));
      const credential = await pairedCredential(target.id);
      expect((await me(credential)).statusCode).toBe(200);
      await t.db.update(displays).set(change).where(eq(displays.id, target.id));
      expect((await me(credential)).statusCode).toBe(401);
    }
  });
});
