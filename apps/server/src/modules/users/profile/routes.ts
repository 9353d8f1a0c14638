import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type Profile,
  emailChangeBody,
  emailChangeResponse,
  langQuery,
  messageResponse,
  passwordChangeBody,
  profileResponse,
  profileUpdateBody,
} from '@plakat/shared';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { requestLanguage, t } from '../../../lib/i18n.ts';
import { companyActor } from '../../../plugins/auth.ts';
import type { Core } from '../../../core.ts';
import { type Caller, changeOwnPassword, requestEmailChange } from '../../auth/index.ts';
import { createProfileReader } from './reader.ts';
import { changeOwnProfile } from './service.ts';

const asIs = (payload: unknown) => payload as string;
const tags = ['users'];

/** The logged-in user's own profile (/dashboard/user-profile): reading, person data, password, e-mail address. */
export async function profileRoutes(api: FastifyInstance, deps: Core) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const profileOf = createProfileReader(deps.db);
  const caller = (request: FastifyRequest): Caller => {
    const actor = companyActor(request);
    return { userId: actor.userId, sessionId: actor.sessionId, ip: request.ip };
  };

  // Benchmarked (bench/run.ts): no hooks beyond the auth check and, while the session is cached, no query. Open
  // before registration is completed: the web reads isCompleted and userType here to pick the registration page.
  r.get(
    '/users/profile',
    {
      schema: {
        operationId: 'getProfile',
        tags,
        summary: 'The logged-in user: completion state, type, person data, company, role and effective permission keys',
        querystring: langQuery,
        response: { 200: profileResponse },
      },
      config: { auth: 'company' },
    },
    async (request, reply) => {
      const json = await profileOf(companyActor(request), requestLanguage(request));
      return reply
        .type('application/json; charset=utf-8')
        .serializer(asIs)
        .send(json as unknown as Profile);
    },
  );

  r.patch(
    '/users/profile',
    {
      schema: {
        operationId: 'updateProfile',
        tags,
        summary: 'Change the own salutation, title, names, phone and language (only the fields sent)',
        description: 'The answer is written in the new language when the language changes.',
        querystring: langQuery,
        body: profileUpdateBody,
        response: { 200: messageResponse },
      },
      config: { auth: 'company' },
    },
    async (request) => {
      const lang = await changeOwnProfile(deps, companyActor(request), request.body, requestLanguage(request));
      return { message: t(lang, 'apiOrganization.profileSaved') };
    },
  );

  r.post(
    '/users/profile/password',
    {
      schema: {
        operationId: 'changeOwnPassword',
        tags,
        summary: "Change the own password; the user's other sessions end, this one stays",
        description: 'A wrong current password answers 400 and counts as a failed login.',
        querystring: langQuery,
        body: passwordChangeBody,
        response: { 200: messageResponse },
      },
      config: { auth: 'company' },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      await changeOwnPassword(deps, caller(request), currentPassword, newPassword);
      return { message: t(requestLanguage(request), 'apiAuth.ownPasswordChanged') };
    },
  );

  r.post(
    '/users/profile/email',
    {
      schema: {
        operationId: 'requestEmailChange',
        tags,
        summary: 'Ask for a new e-mail address: a confirmation link goes to it; the address changes when it is opened',
        description: 'The repeat must match; the current password is required. 409 when the address is in use.',
        querystring: langQuery,
        body: emailChangeBody,
        response: { 200: emailChangeResponse, 409: errorAnswer('The address belongs to another account') },
      },
      config: { auth: 'company' },
    },
    async (request) => {
      const lang = requestLanguage(request);
      const { newEmail, password } = request.body;
      await requestEmailChange(deps, caller(request), { newEmail, password, lang });
      return { message: t(lang, 'apiAuth.emailChangeSent', { email: newEmail }), newEmail };
    },
  );
}
