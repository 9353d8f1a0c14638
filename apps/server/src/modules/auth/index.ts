/**
 * The auth context: registration of owners, e-mail verification, login (company and superpanel), token refresh,
 * logout, password reset, and the session cache that resolves an access token to its actor.
 */
export { authRoutes } from './routes.ts';
export { authJobHandlers } from './jobs.ts';
export { hashPassword } from './password.ts';
export { setSuperpanelAdmin } from './service.ts';
export { type SessionCache, type SessionCacheOptions, createSessionCache, sessionCacheFor } from './session-cache.ts';
export { type Audience, type TokenPair, issueSession, revokeAllSessions } from './tokens.ts';
