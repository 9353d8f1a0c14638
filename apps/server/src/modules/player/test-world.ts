import { companyOf, createDisplay, createLoggedInUser } from '../../test/factories.ts';
import { type TestApp, bearer } from '../../test/helper.ts';
import { credentialRepo } from './repository/index.ts';
import { hashSecret, newSecret } from './secrets.ts';

/** A heartbeat body with every field. */
export const beat = (over: Record<string, unknown> = {}) => ({
  currentItemId: 'item-1',
  currentTitle: 'Spring sale',
  manifestVersion: 'v1',
  cacheBytes: 1_000_000,
  uptimeSeconds: 120,
  clockOffsetMs: -40,
  heapBytes: 20_000_000,
  ...over,
});

/**
 * A company with a display and its paired screen, and another company with a display and screen of its own: the
 * player status tests start from here. `call` sends as the screen (its credential), `ask` as a company user.
 */
export async function screenWorld(t: TestApp) {
  const owner = await createLoggedInUser(t.app.deps);
  const stranger = await createLoggedInUser(t.app.deps);
  const display = await createDisplay(t.db, companyOf(owner));
  const foreign = await createDisplay(t.db, companyOf(stranger));
  const pair = async (companyId: string, displayId: string) => {
    const credential = newSecret();
    await credentialRepo(t.db).insert({
      companyId,
      displayId,
      tokenHash: hashSecret(credential),
      displayTokenHash: null,
    });
    return credential;
  };
  const screen = await pair(companyOf(owner), display.id);
  const foreignScreen = await pair(companyOf(stranger), foreign.id);
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, credential = screen) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(credential),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const ask = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = owner.accessToken) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return { owner, stranger, display, foreign, screen, foreignScreen, pair, call, ask };
}

/**
 * A display of `companyId` with a screen paired to it (by code, claimed with `userToken`, a user with EDIT_DISPLAY
 * there): the display and the screen's credential.
 */
export async function pairedDisplay(t: TestApp, companyId: string, userToken: string) {
  const display = await createDisplay(t.db, companyId);
  const started = (await t.app.inject({ method: 'POST', url: '/api/player/pairings' })).json();
  await t.app.inject({
    method: 'POST',
    url: `/api/displays/${display.id}/player`,
    headers: bearer(userToken),
    payload: { code: started.code },
  });
  const paired = await t.app.inject({
    method: 'POST',
    url: '/api/player/pairings/poll',
    payload: { pairingId: started.pairingId, secret: started.secret },
  });
  return { display, credential: paired.json().credential as string };
}
