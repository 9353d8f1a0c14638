import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createDisplayResponse,
  displayEditResponse,
  generalStep,
  langQuery,
  saveStepResponse,
  wizardStepSchemas,
  wizardSteps,
} from '@plakat/shared';
import { forbidden, notFound } from '../../lib/errors.ts';
import { pickLanguage, t } from '../../lib/i18n.ts';
import { tenantActor } from '../../plugins/auth.ts';
import type { AppDeps } from '../deps.ts';
import { presentForEdit } from './presenter.ts';
import { findOwnDisplay } from './repository.ts';
import { type StepBodies, createDraft, draftLimit, saveStep } from './service.ts';

const idParams = z.strictObject({ id: z.uuid({ error: 'validation.invalid' }) });
export const draftLimitResponse = z.object({ drafts: z.number(), limit: z.number(), reached: z.boolean() });

/** The creation wizard: create a draft, save each step, read a display for editing (docs/api/displays.md). */
export async function displayWizardRoutes(api: FastifyInstance, deps: AppDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  r.get(
    '/displays/draftLimit',
    {
      schema: {
        tags: ['displays'],
        summary: 'How many drafts the company has and whether the draft limit is reached',
        security,
        querystring: langQuery,
        response: { 200: draftLimitResponse },
      },
      config: { auth: 'company', permission: 'CREATE_DISPLAY' },
    },
    async (request) => draftLimit(deps.db, tenantActor(request).companyId),
  );

  r.post(
    '/displays',
    {
      schema: {
        tags: ['displays'],
        summary: 'Create a draft display from the General information step (409 DRAFT_LIMIT at 3 drafts)',
        security,
        querystring: langQuery,
        body: generalStep,
        response: { 201: createDisplayResponse },
      },
      config: { auth: 'company', permission: 'CREATE_DISPLAY' },
    },
    async (request, reply) => {
      const lang = pickLanguage(request.query, request.headers['accept-language']);
      const row = await createDraft(deps, tenantActor(request), request.body, lang);
      return reply.status(201).send({ message: t(lang, 'apiWizard.draftSaved'), id: row.id, onlineId: row.onlineId });
    },
  );

  // One route per step, so each body is validated by its own schema (and documented in OpenAPI).
  for (const step of wizardSteps) {
    r.put(
      `/displays/:id/steps/${step}`,
      {
        schema: {
          tags: ['displays'],
          summary: `Save the wizard step "${step}"${step === 'player' ? ' (finishes a draft)' : ''}`,
          security,
          params: idParams,
          querystring: langQuery,
          body: wizardStepSchemas[step],
          response: { 200: saveStepResponse },
        },
        config: { auth: 'company', completed: true },
      },
      async (request) => {
        const lang = pickLanguage(request.query, request.headers['accept-language']);
        const actor = tenantActor(request);
        if (!actor.permissions.has('CREATE_DISPLAY') && !actor.permissions.has('EDIT_DISPLAY')) throw forbidden();
        const { changed: _changed, ...answer } = await saveStep(
          deps,
          actor,
          request.params.id,
          step,
          request.body as StepBodies[typeof step],
          lang,
        );
        return answer;
      },
    );
  }

  r.get(
    '/displays/:id/edit',
    {
      schema: {
        tags: ['displays'],
        summary: 'Every field of a display for the wizard (edit and Finish setup)',
        security,
        params: idParams,
        querystring: langQuery,
        response: { 200: displayEditResponse },
      },
      config: { auth: 'company', completed: true },
    },
    async (request) => {
      const actor = tenantActor(request);
      if (!actor.permissions.has('CREATE_DISPLAY') && !actor.permissions.has('EDIT_DISPLAY')) throw forbidden();
      const display = await findOwnDisplay(deps.db, actor.companyId, request.params.id);
      if (!display) throw notFound();
      return {
        data: await presentForEdit(
          deps.db,
          deps.mediaUrls,
          display,
          pickLanguage(request.query, request.headers['accept-language']),
        ),
      };
    },
  );
}
