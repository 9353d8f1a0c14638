import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displays } from '../../../db/schema/index.ts';
import { companyOf, createDisplay, createLoggedInUser, type Login } from '../../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../../test/helper.ts';

let t: TestApp;
let owner: Login;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createLoggedInUser(t.app.deps);
});
afterAll(() => t.close());

/** A display with a player token, as the wizard or the token management leaves it (the token travels by mail). */
async function displayWithToken(values: Partial<typeof displays.$inferInsert> = {}) {
  const token = randomBytes(24).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  const display = await createDisplay(t.db, companyOf(owner), { playerTokenHash: hash, ...values });
  return { display, token };
}
const exchange = (token: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/player/token', payload: { token } as object });
const me = (credential: string) => t.app.inject({ method: 'GET', url: '/api/player/me', headers: bearer(credential) });

describe('POST /api/player/token', () => {
  it('exchanges the token of the mail for a credential of its display', async () => {
    const { display, token } = await displayWithToken();
    const res = await exchange(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().displayId).toBe(display.id);
    expect((await me(res.json().credential)).json().displayId).toBe(display.id);
  });

  it('answers the same 404 for an unknown token and a display that does not play; 400 for a malformed one', async () => {
    const unknown = await exchange(randomBytes(24).toString('base64url'));
    expect(unknown.statusCode).toBe(404);
    const { token } = await displayWithToken({ isActive: false });
    const inactive = await exchange(token);
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json().message).toBe(unknown.json().message);
    for (const bad of ['short', 5, `${'a'.repeat(31)}!`]) expect((await exchange(bad)).statusCode).toBe(400);
  });

  it('a new token ends the credentials made before it, from the token and from a pairing', async () => {
    const { display, token } = await displayWithToken();
    const fromToken = (await exchange(token)).json().credential as string;
    const started = (await t.app.inject({ method: 'POST', url: '/api/player/pairings' })).json();
    const claimed = await t.app.inject({
      method: 'POST',
      url: `/api/displays/${display.id}/player`,
      headers: bearer(owner.accessToken),
      payload: { code: started.code },
    });
    expect(claimed.statusCode).toBe(200);
    const polled = await t.app.inject({
      method: 'POST',
      url: '/api/player/pairings/poll',
      payload: { pairingId: started.pairingId, secret: started.secret },
    });
    const fromPairing = polled.json().credential as string;
    for (const credential of [fromToken, fromPairing]) expect((await me(credential)).statusCode).toBe(200);

    const renewed = createHash('sha256').update(randomBytes(24).toString('base64url')).digest('hex');
    await t.db.update(displays).set({ playerTokenHash: renewed }).where(eq(displays.id, display.id));
    for (const credential of [fromToken, fromPairing]) expect((await me(credential)).statusCode).toBe(401);
    expect((await exchange(token)).statusCode).toBe(404);
  });
});
