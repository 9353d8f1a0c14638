import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createJwtSigner } from '../lib/jwt.ts';
import { type CompanyActor, reachEverywhere } from '../lib/actor.ts';
import { createActorCache } from '../modules/auth/session-cache.ts';
import { loginAudiences, registerAuth, registerPublicScope } from './auth.ts';

const jwt = createJwtSigner('unit-test-secret-that-is-long-enough-for-hs256');
const actor: CompanyActor = {
  kind: 'company',
  userId: 'u1',
  sessionId: 's1',
  companyId: 'c1',
  userType: 'companyUser',
  isCompleted: true,
  language: 'en',
  permissions: new Set(['GET_USERS']),
  reach: reachEverywhere(new Set()),
};

let app: FastifyInstance;
afterEach(() => app?.close());

function appWithAuth() {
  app = Fastify({ logger: false });
  registerAuth(
    app,
    loginAudiences({ jwt, sessions: createActorCache(async (sessionId) => (sessionId === 's1' ? actor : null)) }),
  );
  return app;
}
const token = jwt.sign({ sub: 'u1', sid: 's1', aud: 'company' }, 60);
const get = (url: string, withToken = true) =>
  app.inject({ method: 'GET', url, headers: withToken ? { authorization: `Bearer ${token}` } : {} });
const handler = async () => ({ ok: true });

describe('route access declarations', () => {
  it('stops the app when an /api route declares neither auth nor public', async () => {
    appWithAuth();
    expect(() => app.get('/api/forgotten', handler)).toThrow(/declares no access/);
  });

  it('refuses a route that is public and authenticated at once', async () => {
    appWithAuth();
    expect(() => app.get('/api/both', { config: { public: true, auth: 'company' } }, handler)).toThrow(
      /public and authenticated/,
    );
  });

  it('leaves routes outside /api alone and records the public ones', async () => {
    appWithAuth();
    app.get('/index.html', handler);
    app.get('/api/open', { config: { public: true } }, handler);
    await registerPublicScope(app, async (scope) => {
      scope.get('/api/third-party', handler);
    });
    await app.ready();
    expect(app.publicRoutes).toEqual(['GET /api/open', 'GET /api/third-party']);
    expect((await get('/api/third-party', false)).statusCode).toBe(200);
  });

  it('checks a permission route with the company audience by default', async () => {
    appWithAuth();
    app.get('/api/users-list', { config: { permission: 'GET_USERS' } }, handler);
    app.get('/api/displays-new', { config: { permission: 'CREATE_DISPLAY' } }, handler);
    app.setErrorHandler((error: { statusCode?: number }, _request, reply) =>
      reply.status(error.statusCode ?? 500).send(),
    );
    await app.ready();
    expect((await get('/api/users-list')).statusCode).toBe(200);
    expect((await get('/api/users-list', false)).statusCode).toBe(419);
    expect((await get('/api/displays-new')).statusCode).toBe(403);
  });
});
