import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langQuery, notificationMailPreferences } from '@plakat/shared';
import type { Core } from '../../../core.ts';
import { tenantActor } from '../../../plugins/auth.ts';
import { mailPreferencesOf, saveMailPreferences } from '../repository/mail-preferences.ts';

const tags = ['notifications'];
const config = { auth: 'company', completed: true } as const;

/** `GET/PUT /notifications/mail-preferences`: which notification groups the user also gets by mail. */
export async function mailPreferenceRoutes(api: FastifyInstance, deps: Core) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/notifications/mail-preferences',
    {
      schema: {
        operationId: 'getNotificationMailPreferences',
        tags,
        summary: 'Which notification groups I also get by mail (defaults filled in)',
        querystring: langQuery,
        response: { 200: notificationMailPreferences },
      },
      config,
    },
    async (request) => mailPreferencesOf(deps.db, tenantActor(request).userId),
  );
  r.put(
    '/notifications/mail-preferences',
    {
      schema: {
        operationId: 'setNotificationMailPreferences',
        tags,
        summary: 'Switches mails per notification group on or off, for me only',
        description:
          '`partnerEvents`: answers to invitations, blocks, unblocks, deletions, a display shared with me; ' +
          '`messages`: messages from partners and colleagues; `displayEvents`: the other display changes; ' +
          '`screenEvents`: an own display’s screen went offline or came back online. Partner ' +
          'events reach only users holding GET_PARTNERS. Invitations themselves are always mailed.',
        querystring: langQuery,
        body: notificationMailPreferences,
        response: { 200: notificationMailPreferences },
      },
      config,
    },
    async (request) => {
      const { userId } = tenantActor(request);
      await saveMailPreferences(deps.db, userId, request.body);
      return mailPreferencesOf(deps.db, userId);
    },
  );
}
