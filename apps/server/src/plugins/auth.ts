import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Permission } from '@plakat/shared';
import { forbidden, playerCredentialEnded, sessionExpired, sessionUnusable } from '../lib/errors.ts';
import type { JwtSigner } from '../lib/jwt.ts';
import type {
  Actor,
  ActorSource,
  Audience,
  CompanyActor,
  LoginAudience,
  PlayerActor,
  SuperpanelActor,
  TenantActor,
} from '../lib/actor.ts';

/**
 * Route-level access, declared in `config`. Every route under /api declares one of:
 *  - `public: true` — no access check (login, registration, lookups, signed file links, the API reference),
 *  - `auth: 'company' | 'superpanel' | 'player'` — a valid credential of that audience (the audiences are a registry:
 *    `registerAuth(app, audiences)` gets one check per audience; the logins' JWTs come from `loginAudiences`, the
 *    player's device credential from the player context),
 *  - `permission: 'KEY'` and/or `completed: true` alone — audience 'company' by default.
 * With `auth: 'company'`: `permission` is the key the route needs, `completed` that the company registration is done
 * (implied by a permission). A route under /api with none of these stops the app at start, so a forgotten check
 * cannot make a route public. `policyKeys` names the keys a route's policy decides per resource, field or access level
 * beyond the route's own gate (the policy enforces them; docs/permissions.md lists them with the route).
 * The check runs at onRequest, before the body is read or validated: a caller without the key gets 403 (or 418/419)
 * whatever it sends, and nothing of the request is parsed for it.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: Audience;
    permission?: Permission;
    completed?: boolean;
    /** Keys the route's policy decides beyond `permission` (per display, file, field or access level). */
    policyKeys?: readonly Permission[];
    /** Reachable without a session (health checks, the web app's files). */
    public?: boolean;
  }
  interface FastifyRequest {
    actor?: Actor;
  }
  interface FastifyInstance {
    /** `METHOD /url` of every public route under /api, in registration order (HEAD twins of GET routes left out). */
    publicRoutes: string[];
    /**
     * The route table of access: every /api route with its declared access, in registration order (HEAD twins of GET
     * routes left out). docs/permissions.md and the 403 sweep test are made from it.
     */
    routeAccess: RouteAccess[];
  }
}

export type AccessConfig = {
  public?: boolean;
  auth?: Audience;
  permission?: Permission;
  completed?: boolean;
  policyKeys?: readonly Permission[];
};
export type RouteAccess = { method: string; url: string; access: AccessConfig };

const publicScopeMarker = Symbol('plakat.publicScope');

/**
 * Registers `plugin` in a scope whose every route is public: for third-party plugins that add routes without a way
 * to give them a config (the API reference pages of @fastify/swagger-ui).
 */
export async function registerPublicScope(app: FastifyInstance, plugin: (scope: FastifyInstance) => Promise<void>) {
  await app.register(async (scope) => {
    scope.decorate(publicScopeMarker, true);
    await plugin(scope);
  });
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header || !/^bearer /i.test(header)) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length < 4096 ? token : null;
}

const isApiRoute = (url: string) => url === '/api' || url.startsWith('/api/');
const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);

export class RouteAccessError extends Error {}

/**
 * How a bearer token becomes the actor of one audience; throws (ApiError) when it cannot: 418 or 419 for the logins,
 * 401 for the player (a screen has no refresh and no login: whatever fails, it shows its pairing code again).
 */
export type AudienceCheck = (token: string) => Promise<Actor>;
export type Audiences = Partial<Record<Audience, AudienceCheck>>;

/** The two logins: an access token (JWT) of the audience whose session is still usable (the session cache). */
export function loginAudiences(deps: { jwt: JwtSigner; sessions: ActorSource }): Record<LoginAudience, AudienceCheck> {
  const check = (audience: LoginAudience) => async (token: string) => {
    const result = deps.jwt.verify(token);
    if (!result.ok) throw result.reason === 'expired' ? sessionExpired() : sessionUnusable();
    if (result.claims.aud !== audience) throw sessionUnusable();
    const actor = await deps.sessions.get(result.claims.sid, audience, result.claims.sub);
    if (!actor) throw sessionUnusable();
    return actor;
  };
  return { company: check('company'), superpanel: check('superpanel') };
}

export function registerAuth(app: FastifyInstance, audiences: Audiences) {
  app.decorateRequest('actor', undefined);
  app.decorate('publicRoutes', [] as string[]);
  app.decorate('routeAccess', [] as RouteAccess[]);
  const record = (route: RouteOptions, access: AccessConfig) => {
    for (const method of methodsOf(route))
      if (method !== 'HEAD') app.routeAccess.push({ method, url: route.url, access });
  };
  app.addHook('onRoute', function classify(this: FastifyInstance, route: RouteOptions) {
    if (!isApiRoute(route.url)) return;
    const config = (route.config ?? {}) as AccessConfig;
    const inPublicScope = this.hasDecorator(publicScopeMarker);
    if (config.public || inPublicScope) {
      if (config.auth || config.permission || config.completed || config.policyKeys) {
        throw new RouteAccessError(`${route.method} ${route.url} is public and authenticated at once`);
      }
      for (const method of methodsOf(route)) if (method !== 'HEAD') app.publicRoutes.push(`${method} ${route.url}`);
      record(route, { public: true });
      return;
    }
    const audience = config.auth ?? (config.permission || config.completed ? 'company' : undefined);
    if (!audience) {
      throw new RouteAccessError(
        `${route.method} ${route.url} declares no access: give its config 'auth' (or 'permission') or 'public: true'`,
      );
    }
    if (audience !== 'company' && (config.permission || config.completed || config.policyKeys)) {
      throw new RouteAccessError(`${route.method} ${route.url}: permission keys apply to company routes only`);
    }
    const check = audiences[audience];
    if (!check)
      throw new RouteAccessError(`${route.method} ${route.url}: no check registered for audience ${audience}`);
    record(route, { ...config, auth: audience });
    // onRequest, before the body is parsed and validated: no key, no 400 that tells the caller about the route's body.
    route.onRequest = [accessCheck(check, audience, config), ...onRequestHooksOf(route)];
  });
}

function onRequestHooksOf(route: RouteOptions) {
  if (!route.onRequest) return [];
  return Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
}

function accessCheck(check: AudienceCheck, audience: Audience, config: AccessConfig) {
  const permission = config.permission;
  const needsCompleted = config.completed ?? Boolean(permission);
  const refused = audience === 'player' ? playerCredentialEnded : sessionUnusable;
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw refused();
    const actor = await check(token);
    if (actor.kind !== audience) throw refused();
    if (actor.kind === 'company') {
      if (needsCompleted && (!actor.isCompleted || !actor.companyId)) throw forbidden('api.profileIncomplete');
      if (permission && !actor.permissions.has(permission)) throw forbidden();
    }
    request.actor = actor;
  };
}

/** The acting company user of a route declared with `auth: 'company'`. */
export function companyActor(request: FastifyRequest): CompanyActor {
  const actor = request.actor;
  if (actor?.kind !== 'company') throw sessionUnusable();
  return actor;
}

/** The acting company user whose company exists (routes with `completed` or a permission). */
export function tenantActor(request: FastifyRequest): TenantActor {
  const actor = companyActor(request);
  if (!actor.companyId) throw forbidden('api.profileIncomplete');
  return actor as TenantActor;
}

export function superpanelActor(request: FastifyRequest): SuperpanelActor {
  const actor = request.actor;
  if (actor?.kind !== 'superpanel') throw sessionUnusable();
  return actor;
}

/** The paired player of a route declared with `auth: 'player'`. */
export function playerActor(request: FastifyRequest): PlayerActor {
  const actor = request.actor;
  if (actor?.kind !== 'player') throw playerCredentialEnded();
  return actor;
}
