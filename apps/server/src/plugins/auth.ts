import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Permission } from '@plakat/shared';
import { forbidden, sessionExpired, sessionUnusable } from '../lib/errors.ts';
import type { JwtSigner } from '../lib/jwt.ts';
import type { Actor, CompanyActor, SessionCache, SuperpanelActor } from '../modules/auth/session-cache.ts';

/**
 * Route-level access, declared in `config`:
 *  - `auth: 'company'` (default for /api routes that do not say otherwise is public; routes opt in),
 *  - `auth: 'superpanel'`,
 *  - `permission: 'KEY'` — the permission key the route needs (company routes),
 *  - `completed: true` — the profile must be completed (company registration done).
 * Only routes that ask for it get the hook, so public routes pay nothing.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: 'company' | 'superpanel';
    permission?: Permission;
    completed?: boolean;
    /** Reachable without a session (health checks, the web app's files). */
    public?: boolean;
  }
  interface FastifyRequest {
    actor?: Actor;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header || !/^bearer /i.test(header)) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length < 4096 ? token : null;
}

export function registerAuth(app: FastifyInstance, deps: { jwt: JwtSigner; sessions: SessionCache }) {
  app.decorateRequest('actor', undefined);
  app.addHook('onRoute', (route: RouteOptions) => {
    const config = route.config as
      | { auth?: 'company' | 'superpanel'; permission?: Permission; completed?: boolean }
      | undefined;
    if (!config?.auth) return;
    const audience = config.auth;
    const permission = config.permission;
    const needsCompleted = config.completed ?? Boolean(permission);
    const check = async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw sessionUnusable();
      const result = deps.jwt.verify(token);
      if (!result.ok) throw result.reason === 'expired' ? sessionExpired() : sessionUnusable();
      if (result.claims.aud !== audience) throw sessionUnusable();
      const actor = await deps.sessions.get(result.claims.sid, audience, result.claims.sub);
      if (!actor) throw sessionUnusable();
      if (actor.kind === 'company') {
        if (needsCompleted && (!actor.isCompleted || !actor.companyId)) throw forbidden('api.profileIncomplete');
        if (permission && !actor.permissions.has(permission)) throw forbidden();
      }
      request.actor = actor;
    };
    const existing = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    route.preHandler = [check, ...existing];
  });
}

/** The acting company user of a route declared with `auth: 'company'`. */
export function companyActor(request: FastifyRequest): CompanyActor {
  const actor = request.actor;
  if (actor?.kind !== 'company') throw sessionUnusable();
  return actor;
}

/** The acting company user whose company exists (routes with `completed` or a permission). */
export function tenantActor(request: FastifyRequest): CompanyActor & { companyId: string } {
  const actor = companyActor(request);
  if (!actor.companyId) throw forbidden('api.profileIncomplete');
  return actor as CompanyActor & { companyId: string };
}

export function superpanelActor(request: FastifyRequest): SuperpanelActor {
  const actor = request.actor;
  if (actor?.kind !== 'superpanel') throw sessionUnusable();
  return actor;
}
