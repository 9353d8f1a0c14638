import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langQuery, mediaPoolSettings, mediaPoolSettingsBody, mediaPoolSettingsResponse } from '@plakat/shared';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { requestLanguage, t } from '../../../lib/i18n.ts';
import { tenantActor } from '../../../plugins/auth.ts';
import type { MediaPoolDeps } from '../deps.ts';
import { tags } from '../http.ts';
import { changePoolSettings, readPoolSettings } from './service.ts';

/** The company's media pool settings (issue 21 "keep originals"). */
export async function settingsRoutes(api: FastifyInstance, deps: MediaPoolDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/mediapools/settings',
    {
      schema: {
        operationId: 'getMediaPoolSettings',
        tags,
        summary: 'The company’s media pool settings',
        description: 'Any user of the company may read them.',
        querystring: langQuery,
        response: { 200: mediaPoolSettings },
      },
      config: { auth: 'company', completed: true },
    },
    async (request) => readPoolSettings(deps, tenantActor(request).companyId),
  );

  r.patch(
    '/mediapools/settings',
    {
      schema: {
        operationId: 'changeMediaPoolSettings',
        tags,
        summary: 'Change the company’s media pool settings (company owner only)',
        description:
          'keepOriginals: uploads from now on keep their uploaded bytes as well (download on the details page; ' +
          'they count in the storage quota). Files uploaded before keep none.',
        querystring: langQuery,
        body: mediaPoolSettingsBody,
        response: {
          200: mediaPoolSettingsResponse,
          403: errorAnswer('The user is not the company owner'),
        },
      },
      config: { auth: 'company', completed: true },
    },
    async (request) => ({
      message: t(requestLanguage(request), 'apiMediaPool.settingsSaved'),
      data: await changePoolSettings(deps, tenantActor(request), request.body),
    }),
  );
}
