import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/**
 * Every /api route without an access check. A new entry here is a decision: add it only when the route must answer
 * callers without a token (and say why in its config), never to make a test pass.
 */
const expectedPublicRoutes = [
  // API reference
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  // Before login: registration, verification, login, token refresh, logout (checks its token itself), password reset
  'POST /api/auth/register',
  'POST /api/auth/verifyEmail',
  // The new address's confirmation link, opened in any browser
  'POST /api/auth/confirmEmailChange',
  'POST /api/auth/resendVerification',
  'POST /api/auth/login',
  'POST /api/auth/superpanelLogin',
  'GET /api/auth/refreshToken',
  'POST /api/auth/logout',
  'POST /api/auth/password/forgot',
  'POST /api/auth/password/reset',
  // An invitation's link before the invited person has an account: what it shows, and accepting it (token checked)
  'GET /api/invitations/accept-info',
  'POST /api/invitations/accept',
  // Reference data for the registration form
  'GET /api/lookups/:group',
  // Display media by signed link (<img>/<video> cannot send a bearer token)
  'GET /api/files/display-media/:mediaId/:variant',
  // Media pool files by signed link, the same way
  'GET /api/files/media-pool/:id/:variant',
  // Design thumbnails by signed, versioned link (the editor's list), the same way
  'GET /api/files/designs/:id/:version',
  // Company logos at their versioned address (<img> sends no token; what a company shows its partners)
  'GET /api/files/company-logos/:companyId/:version',
  // The notification stream (EventSource sends no header): a single-use ticket from POST /api/events/ticket instead
  'GET /api/notifications/stream',
  'GET /api/health',
  'GET /api/health/ready',
  // An unpaired screen has no credential yet: it asks for a code and polls with the secret it got (rate-limited).
  'POST /api/player/pairings',
  'POST /api/player/pairings/poll',
  // The player token of a display's token mail, exchanged for a credential (rate-limited like the codes).
  'POST /api/player/token',
  // A screen's screenshot by signed link for the details page (<img> sends no token), the same way as display media
  'GET /api/files/screenshots/:displayId/:takenAt',
].sort();

describe('public /api routes', () => {
  it('are exactly the listed ones', () => {
    expect([...new Set(t.app.publicRoutes)].sort()).toEqual(expectedPublicRoutes);
  });

  it('answer without a token, while a route with an access check answers 419', async () => {
    const lookups = await t.app.inject({ method: 'GET', url: '/api/lookups/countries' });
    expect(lookups.statusCode).toBe(200);
    const openapi = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(openapi.statusCode).toBe(200);
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile' });
    expect(profile.statusCode).toBe(419);
  });
});
