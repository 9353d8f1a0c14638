import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { displayAlertAnswer, displayAlertSettings, langQuery } from '@plakat/shared';
import { offlineAfterMs } from '../monitor/job.ts';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { forbidden } from '../../../lib/errors.ts';
import { tenantActor } from '../../../plugins/auth.ts';
import type { PlayerDeps } from '../deps.ts';
import { tags } from '../http.ts';
import { alertSettingsRepo } from '../repository/index.ts';

/**
 * The company's offline alert delay: every user of the company reads it (the profile page shows it beside the mail
 * switches), the owner changes it, like the company's other settings (the media pool's keep-originals).
 */
export async function settingsRoutes(api: FastifyInstance, deps: PlayerDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'company', completed: true } as const;
  const offlineAfterSeconds = offlineAfterMs(deps.config.playerHeartbeatSeconds) / 1000;

  r.get(
    '/company/display-alerts',
    {
      schema: {
        operationId: 'getDisplayAlertSettings',
        tags,
        summary: 'Minutes a display’s screen is offline before the company is told',
        querystring: langQuery,
        response: { 200: displayAlertAnswer },
      },
      config,
    },
    async (request) => ({
      offlineAlertMinutes: await alertSettingsRepo(deps.db, tenantActor(request).companyId).get(),
      offlineAfterSeconds,
    }),
  );

  r.put(
    '/company/display-alerts',
    {
      schema: {
        operationId: 'setDisplayAlertSettings',
        tags,
        summary: 'Change the offline alert delay (company owner; 0 to 1440 minutes)',
        description:
          'A screen counts as offline after three missed heartbeats (90 s by default); the company is told ' +
          '(notification, and a mail ' +
          'to users with screen mails on) once it has been offline this many minutes more.',
        querystring: langQuery,
        body: displayAlertSettings,
        response: { 200: displayAlertAnswer, 403: errorAnswer('Only the company owner changes it') },
      },
      config,
    },
    async (request) => {
      const actor = tenantActor(request);
      if (actor.userType !== 'companyOwner') throw forbidden('apiPlayer.ownerOnly');
      const repo = alertSettingsRepo(deps.db, actor.companyId);
      await repo.set(request.body.offlineAlertMinutes);
      return { offlineAlertMinutes: await repo.get(), offlineAfterSeconds };
    },
  );
}
