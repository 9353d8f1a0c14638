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
import { errorAnswer } from '../../../lib/error-answers.ts';
import { forbidden } from '../../../lib/errors.ts';
import { requestLanguage, t } from '../../../lib/i18n.ts';
import type { DisplayDeps } from '../deps.ts';
import { editData } from '../details/service.ts';
import { actorOnDisplay } from '../access.ts';
import { mayUseWizard } from '../policy.ts';
import { reposFor } from '../repository/index.ts';
import { type StepBodies, createDraft, draftLimit, mailsToken, saveStep } from './service.ts';
import { actorOf, idParams, tags } from '../http.ts';
import { wizardKeys, wizardStepKeys } from './step-keys.ts';

export const draftLimitResponse = z.object({ drafts: z.number(), limit: z.number(), reached: z.boolean() });

/**
 * The creation wizard: create a draft, save each step, read a display for editing (docs/api/displays.md). The step
 * and edit routes need CREATE_DISPLAY or EDIT_DISPLAY (`mayUseWizard`); which one a display needs depends on its
 * status, and an edit of a completed display needs each changed field group's key (the service asks the policy).
 */
export async function wizardRoutes(api: FastifyInstance, deps: DisplayDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/displays/draftLimit',
    {
      schema: {
        operationId: 'getDraftLimit',
        tags,
        summary: 'How many drafts the company has and whether the draft limit is reached',
        querystring: langQuery,
        response: { 200: draftLimitResponse },
      },
      config: { auth: 'company', permission: 'CREATE_DISPLAY' },
    },
    async (request) => draftLimit(deps, actorOf(request)),
  );

  r.post(
    '/displays',
    {
      schema: {
        operationId: 'createDisplay',
        tags,
        summary: 'Create a draft display from the General information step (409 DRAFT_LIMIT at 3 drafts)',
        querystring: langQuery,
        body: generalStep,
        response: {
          201: createDisplayResponse,
          404: errorAnswer('A partner id is not an active partner of the company'),
          409: errorAnswer('The company has reached the draft limit (code DRAFT_LIMIT)'),
        },
      },
      config: { auth: 'company', permission: 'CREATE_DISPLAY' },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const row = await createDraft(deps, actorOf(request), request.body, lang);
      return reply.status(201).send({ message: t(lang, 'apiWizard.draftSaved'), id: row.id, onlineId: row.onlineId });
    },
  );

  // One route per step, so each body is validated by its own schema (and documented in OpenAPI).
  for (const step of wizardSteps) {
    r.put(
      `/displays/:id/steps/${step}`,
      {
        schema: {
          operationId: `saveDisplay${step[0].toUpperCase()}${step.slice(1)}Step`,
          tags,
          summary: `Save the wizard step "${step}"${step === 'player' ? ' (finishes a draft)' : ''}`,
          ...(step === 'player'
            ? {
                description:
                  'When it mails a new token: 429 with Retry-After over the mail limits per client address and per recipient (RATE_LIMIT_MAIL_*).',
              }
            : {}),
          params: idParams,
          querystring: langQuery,
          body: wizardStepSchemas[step],
          response: {
            200: saveStepResponse,
            403: errorAnswer('The user lacks the wizard key the display or a changed field needs'),
            409: errorAnswer('The display is locked'),
          },
        },
        config: { auth: 'company', completed: true, policyKeys: wizardStepKeys(step) },
      },
      async (request) => {
        const actor = actorOf(request);
        if (!mayUseWizard(actor)) throw forbidden();
        const body = request.body as StepBodies[typeof step];
        // The player step that mails a token counts against the mail limits before anything changes.
        if (step === 'player' && (await mailsToken(deps, actor, request.params.id, body as StepBodies['player']))) {
          await deps.rateLimits.mail.client(request.ip);
          await deps.rateLimits.mail.addressOrRefuse((body as StepBodies['player']).email);
        }
        const { changed: _changed, ...answer } = await saveStep(
          deps,
          actor,
          request.params.id,
          step,
          body,
          requestLanguage(request),
        );
        return answer;
      },
    );
  }

  r.get(
    '/displays/:id/edit',
    {
      schema: {
        operationId: 'getDisplayForEdit',
        tags,
        summary: 'Every field of a display for the wizard (edit and Finish setup)',
        params: idParams,
        querystring: langQuery,
        response: {
          200: displayEditResponse,
          403: errorAnswer('The user has neither CREATE_DISPLAY nor EDIT_DISPLAY'),
        },
      },
      config: { auth: 'company', completed: true, policyKeys: wizardKeys },
    },
    async (request) => {
      const actor = actorOf(request);
      if (!mayUseWizard(actor)) throw forbidden();
      const repos = reposFor(deps.db, actor.companyId);
      const on = await actorOnDisplay(repos, actor, await repos.displays.find(request.params.id), [
        ...actor.permissions,
      ]);
      return { data: await editData(deps, on.actor, on.display, requestLanguage(request)) };
    },
  );
}
