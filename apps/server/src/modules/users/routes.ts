import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Language, type Profile, langQuery, profileResponse } from '@plakat/shared';
import { pickLanguage } from '../../lib/i18n.ts';
import { sessionUnusable } from '../../lib/errors.ts';
import { companyActor } from '../../plugins/auth.ts';
import type { CompanyActor } from '../auth/session-cache.ts';
import type { AppDeps } from '../deps.ts';
import { presentProfile } from './presenter.ts';
import { prepareProfileQuery } from './repository.ts';

const asIs = (payload: unknown) => payload as string;

export async function userRoutes(api: FastifyInstance, deps: AppDeps) {
  const profileQuery = prepareProfileQuery(deps.db);

  /**
   * The profile is kept on the cached actor object (a WeakMap keyed by it), so it lives exactly as long as the
   * session cache's entry: every `deps.sessions.forgetUser(userId)` / `clear()` (registration, role or user edits)
   * and the cache's TTL drop it together with the actor. Whatever changes a field of this answer (name, e-mail,
   * language, company name, role label or keys) must call one of them, as permission changes already must.
   */
  const profiles = {
    en: new WeakMap<CompanyActor, Promise<string>>(),
    de: new WeakMap<CompanyActor, Promise<string>>(),
  };
  const profileOf = (actor: CompanyActor, lang: Language) => {
    const cache = profiles[lang];
    let profile = cache.get(actor);
    if (!profile) {
      profile = profileQuery.execute({ userId: actor.userId }).then(([row]) => {
        if (!row) throw sessionUnusable();
        // Checked against the response schema once, then served as the same JSON text while cached.
        return JSON.stringify(profileResponse.parse(presentProfile(row, lang)));
      });
      cache.set(actor, profile);
      profile.catch(() => cache.delete(actor));
    }
    return profile;
  };

  // Benchmarked (bench/run.ts): no hooks beyond the auth check and, while the session is cached, no query. Open
  // before registration is completed: the web reads isCompleted and userType here to pick the registration page.
  api.withTypeProvider<ZodTypeProvider>().get(
    '/users/profile',
    {
      schema: {
        tags: ['users'],
        summary: 'The logged-in user: completion state, type, company, role and effective permission keys',
        security: [{ bearer: [] }],
        querystring: langQuery,
        response: { 200: profileResponse },
      },
      config: { auth: 'company' },
    },
    async (request, reply) => {
      const json = await profileOf(
        companyActor(request),
        pickLanguage(request.query, request.headers['accept-language']),
      );
      return reply
        .type('application/json; charset=utf-8')
        .serializer(asIs)
        .send(json as unknown as Profile);
    },
  );
}
