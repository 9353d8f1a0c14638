import type { FastifyInstance } from 'fastify';
import type { ContextParts, Core } from '../../core.ts';
import { authJobHandlers } from './jobs.ts';
import { authRoutes } from './routes.ts';
import { type SessionCache, sessionCacheFor } from './session-cache.ts';

/**
 * The auth context: registration of owners, e-mail verification, login (company and superpanel), token refresh,
 * logout, password reset, and the session cache that resolves an access token to its actor.
 */
export async function createAuth(core: Core): Promise<ContextParts & { sessions: SessionCache }> {
  return {
    routes: (api: FastifyInstance) => authRoutes(api, core),
    background: { handlers: authJobHandlers(core) },
    /** Resolves a session to its actor; app.ts hands it to the access check (plugins/auth.ts). */
    sessions: await sessionCacheFor(core.database),
  };
}

export { type Caller, changeOwnPassword, confirmEmailChange, requestEmailChange } from './credentials.ts';
export { hashPassword } from './password.ts';
export { compose as composeMail } from './mails.ts';
export { setSuperpanelAdmin } from './service.ts';
export { type SessionCache, type SessionCacheOptions, createSessionCache } from './session-cache.ts';
export { type Audience, type TokenPair, issueSession, revokeAllSessions, revokeCompanySessions } from './tokens.ts';
