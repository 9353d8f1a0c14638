import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type Language,
  emailBody,
  isLanguage,
  langQuery,
  limits,
  loginBody,
  loginResponse,
  messageResponse,
  refreshResponse,
  registerBody,
  resetPasswordBody,
  tokenBody,
} from '@plakat/shared';
import { badRequest } from '../../lib/errors.ts';
import { requestLanguage, t } from '../../lib/i18n.ts';
import { bearerToken } from '../../plugins/auth.ts';
import type { AppDeps } from '../deps.ts';
import { createLoginLimiter } from './rate-limit.ts';
import * as auth from './service.ts';

/** The answer's language: the body's `lang` where the contract has one, then `?lang=`, then Accept-Language. */
function language(request: FastifyRequest, bodyLang?: Language): Language {
  if (isLanguage(bodyLang)) return bodyLang;
  return requestLanguage(request);
}

/** Copies the limiter's wait into Retry-After; the central error handler then writes the translated 429. */
async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof auth.TooManyAttempts) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

const tags = ['auth'];

/**
 * Registration, e-mail verification, login (company and superpanel), token refresh, logout and password reset.
 * The login limiter lives in this registration, so every app (and every test file) has its own counters.
 */
export async function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limiter = createLoginLimiter();
  const ctx = (request: FastifyRequest): auth.AuthContext => ({ deps, limiter, log: request.log });
  const loginInput = (request: FastifyRequest, body: { email: string; password: string }): auth.LoginInput => ({
    email: body.email,
    password: body.password,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });

  api.post(
    '/auth/register',
    {
      config: { public: true },

      schema: {
        tags,
        summary: 'Register a company owner and send the verification mail',
        description:
          'An address that is already registered gets the same answer; its owner gets a notice mail instead.',
        querystring: langQuery,
        body: registerBody,
        response: { 201: messageResponse },
      },
    },
    async (request, reply) => {
      const lang = language(request, request.body.lang);
      await auth.register(ctx(request), {
        email: request.body.email,
        password: request.body.password,
        language: lang,
        bodyLang: request.body.lang,
      });
      return reply.status(201).send({ message: t(lang, 'apiAuth.registered') });
    },
  );

  api.post(
    '/auth/verifyEmail',
    {
      config: { public: true },

      schema: {
        tags,
        summary: 'Confirm the e-mail address with the token of the mailed link',
        querystring: langQuery,
        body: tokenBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await auth.verifyEmail(ctx(request), request.body.token);
      return { message: t(language(request), 'apiAuth.emailVerified') };
    },
  );

  api.post(
    '/auth/resendVerification',
    {
      config: { public: true },

      schema: {
        tags,
        summary: 'Send the verification mail again (same answer whether or not the account exists)',
        querystring: langQuery,
        body: emailBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await auth.resendVerification(ctx(request), request.body.email, request.body.lang);
      return { message: t(language(request, request.body.lang), 'apiAuth.verificationSent') };
    },
  );

  api.post(
    '/auth/login',
    {
      config: { public: true },

      schema: {
        tags,
        summary: 'Log in a company user',
        description: `401 for an unknown address or a wrong password (same answer); 403 with code EMAIL_NOT_VERIFIED or for a blocked account; 429 with Retry-After after ${limits.loginFailuresPerAccount} failures per account or ${limits.loginFailuresPerIp} per IP within ${limits.loginWindowMinutes} minutes.`,
        querystring: langQuery,
        body: loginBody,
        response: { 200: loginResponse },
      },
    },
    async (request, reply) => withRetryAfter(reply, () => auth.login(ctx(request), loginInput(request, request.body))),
  );

  api.post(
    '/auth/superpanelLogin',
    {
      config: { public: true },

      schema: {
        tags,
        summary: 'Log in a superpanel admin',
        querystring: langQuery,
        body: loginBody,
        response: { 200: loginResponse },
      },
    },
    async (request, reply) =>
      withRetryAfter(reply, () => auth.superpanelLogin(ctx(request), loginInput(request, request.body))),
  );

  api.get(
    '/auth/refreshToken',
    {
      // Public to the access check: the bearer is a refresh token, which the service checks itself.
      config: { public: true },

      schema: {
        tags,
        summary: 'Rotate the refresh token (sent as the bearer token)',
        description:
          '400 without a bearer token. The same token sent again within REFRESH_GRACE_SECONDS (default 10) of its rotation gets the same pair; 419 for an unknown, expired or revoked token, a replay after that grace period (it ends the session), a session older than SESSION_MAX_AGE_DAYS (default 90) or a blocked user.',
        querystring: langQuery,
        response: { 200: refreshResponse },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (!token) throw badRequest('apiAuth.refreshTokenMissing');
      return auth.refresh(ctx(request), token);
    },
  );

  // Logout is called with an empty body, possibly still labelled application/json: in this scope only, an empty
  // JSON body counts as no body. Everything else goes through Fastify's own (prototype-poisoning-safe) parser.
  await app.register(async (scope) => {
    const json = scope.getDefaultJsonParser('error', 'error');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: limits.jsonBodyBytes },
      (request, body, done) => {
        if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
        json(request, body as string, done);
      },
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/auth/logout',
      {
        // Public to the access check: an expired access token may still end its session; the service verifies it.
        config: { public: true },

        schema: {
          tags,
          summary: 'End the session of the access token (also when it has expired)',
          querystring: langQuery,
          body: z.strictObject({}).nullish(),
          response: { 200: messageResponse },
        },
      },
      async (request) => {
        await auth.logout(ctx(request), bearerToken(request));
        return { message: t(language(request), 'apiAuth.loggedOut') };
      },
    );
  });

  api.post(
    '/auth/password/forgot',
    {
      config: { public: true },

      schema: {
        tags,
        summary: 'Mail a password reset link (same answer whether or not the account exists)',
        querystring: langQuery,
        body: emailBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await auth.forgotPassword(ctx(request), request.body.email, request.body.lang);
      return { message: t(language(request, request.body.lang), 'apiAuth.passwordResetSent') };
    },
  );

  api.post(
    '/auth/password/reset',
    {
      config: { public: true },

      schema: {
        tags,
        summary: 'Set a new password with the token of the mailed link; ends every session',
        querystring: langQuery,
        body: resetPasswordBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await auth.resetPassword(ctx(request), request.body.token, request.body.password);
      return { message: t(language(request, request.body.lang), 'apiAuth.passwordChanged') };
    },
  );
}
