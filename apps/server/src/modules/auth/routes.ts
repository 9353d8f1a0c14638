import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type Language,
  emailBody,
  emailChangeResponse,
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
import { errorAnswer } from '../../lib/error-answers.ts';
import { badRequest } from '../../lib/errors.ts';
import { requestLanguage, t } from '../../lib/i18n.ts';
import { bearerToken } from '../../plugins/auth.ts';
import type { Core } from '../../core.ts';
import { confirmEmailChange } from './credentials.ts';
import * as auth from './service.ts';

/** The answer's language: the body's `lang` where the contract has one, then `?lang=`, then Accept-Language. */
function language(request: FastifyRequest, bodyLang?: Language): Language {
  if (isLanguage(bodyLang)) return bodyLang;
  return requestLanguage(request);
}

const tags = ['auth'];

/**
 * Registration, e-mail verification, login (company and superpanel), token refresh, logout and password reset.
 * The abuse limits (deps.rateLimits) count in the database, shared by every instance.
 */
export async function authRoutes(app: FastifyInstance, deps: Core) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest): auth.AuthContext => ({ deps, log: request.log, ip: request.ip });
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
        operationId: 'register',
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
        operationId: 'verifyEmail',
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
    '/auth/confirmEmailChange',
    {
      // Opened from the mail to the new address, possibly in a browser where the user is not logged in.
      config: { public: true },
      schema: {
        operationId: 'confirmEmailChange',
        tags,
        summary: 'Change the e-mail address to the one the token of the mailed link was asked for',
        description: 'The previous address gets a notice. 409 when the address was taken meanwhile.',
        querystring: langQuery,
        body: tokenBody,
        response: { 200: emailChangeResponse, 409: errorAnswer('The address was taken meanwhile') },
      },
    },
    async (request) => {
      const { email } = await confirmEmailChange(deps, request.body.token);
      return { message: t(language(request), 'apiAuth.emailChanged', { email }), newEmail: email };
    },
  );

  api.post(
    '/auth/resendVerification',
    {
      config: { public: true },

      schema: {
        operationId: 'resendVerification',
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
        operationId: 'login',
        tags,
        summary: 'Log in a company user',
        description: `401 for an unknown address or a wrong password (same answer); 403 with code EMAIL_NOT_VERIFIED, with code COMPANY_BLOCKED for a user of a company the superpanel blocked, or for a blocked account; 429 with Retry-After after ${deps.config.rateLimits.loginPerPair} failures for this address from this client (the wait starts at a minute and doubles up to an hour) or ${deps.config.rateLimits.loginPerClient} failures from this client in 15 minutes. An address with many failures from anywhere is answered more slowly, never refused.`,
        querystring: langQuery,
        body: loginBody,
        response: {
          200: loginResponse,
          401: errorAnswer('Unknown address or wrong password (the same answer for both)'),
          403: errorAnswer(
            'The e-mail address is not verified yet (code EMAIL_NOT_VERIFIED), the company is blocked (code COMPANY_BLOCKED), or the account is blocked',
          ),
        },
      },
    },
    async (request) => auth.login(ctx(request), loginInput(request, request.body)),
  );

  api.post(
    '/auth/superpanelLogin',
    {
      config: { public: true },

      schema: {
        operationId: 'superpanelLogin',
        tags,
        summary: 'Log in a superpanel admin',
        querystring: langQuery,
        body: loginBody,
        response: {
          200: loginResponse,
          401: errorAnswer('Unknown address or wrong password (the same answer for both)'),
        },
      },
    },
    async (request) => auth.superpanelLogin(ctx(request), loginInput(request, request.body)),
  );

  api.get(
    '/auth/refreshToken',
    {
      // Public to the access check: the bearer is a refresh token, which the service checks itself.
      config: { public: true },

      schema: {
        operationId: 'refreshToken',
        tags,
        summary: 'Rotate the refresh token (sent as the bearer token)',
        description:
          '400 without a bearer token. The same token sent again within REFRESH_GRACE_SECONDS (default 10) of its rotation gets the same pair; 419 for an unknown, expired or revoked token, a replay after that grace period (it ends the session), a session older than SESSION_MAX_AGE_DAYS (default 90) or a blocked user.',
        querystring: langQuery,
        security: [{ refreshToken: [] }],
        response: {
          200: refreshResponse,
          400: errorAnswer('No bearer token was sent'),
          419: errorAnswer('The refresh token is unknown, expired, revoked or replayed, or the user is blocked'),
        },
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
          operationId: 'logout',
          tags,
          summary: 'End the session of the access token (also when it has expired)',
          querystring: langQuery,
          body: z.strictObject({}).nullish(),
          // The access token, also an expired one: the service checks it itself.
          security: [{ bearer: [] }],
          response: { 200: messageResponse, 419: errorAnswer('No token of a session this server signed') },
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
        operationId: 'forgotPassword',
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
        operationId: 'resetPassword',
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
