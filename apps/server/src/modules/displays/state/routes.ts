import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  type Permission,
  type StateChange,
  changeAccessibilityBody,
  changeInfoAccessBody,
  changeLocationBody,
  changeLockStatusBody,
  changeStatusBody,
  langQuery,
  messageResponse,
  shutdownBody,
} from '@plakat/shared';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { requestLanguage, t } from '../../../lib/i18n.ts';
import type { DisplayDeps } from '../deps.ts';
import { shutdown } from './shutdown.ts';
import { changeLockStatus, changeState } from './service.ts';
import { actorOf, idParams, tags } from '../http.ts';

/** The state changes of spec 02 §4: one field of one display, lock and shutdown in bulk. */
export async function stateRoutes(api: FastifyInstance, deps: DisplayDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  /** One display's state change: PATCH {path}/{id} with one field, answered with a translated message. */
  const stateChange = <B extends z.ZodType>(
    path: string,
    operationId: string,
    summary: string,
    body: B,
    permission: Permission,
    messageKey: string,
    changeOf: (body: z.infer<B>) => StateChange,
  ) =>
    r.patch(
      `${path}/:id`,
      {
        schema: {
          operationId,
          tags,
          summary,
          querystring: langQuery,
          params: idParams,
          body,
          response: { 200: messageResponse, 409: errorAnswer('The display is locked, or (status) not completed') },
        },
        config: { auth: 'company', permission },
      },
      async (request) => {
        await changeState(deps, actorOf(request), request.params.id, changeOf(request.body as z.infer<B>));
        return { message: t(requestLanguage(request), messageKey) };
      },
    );

  stateChange(
    '/displays/changeInfoAccess',
    'changeDisplayInfoAccess',
    'Accessibility public/private with its cascade',
    changeInfoAccessBody,
    'SET_DISPLAY_ACCESS_CONTROLS',
    'apiDisplays.infoAccessChanged',
    (body) => ({ field: 'accessibility', to: body.infoAccess }),
  );
  stateChange(
    '/displays/changeLocation',
    'changeDisplayLocation',
    'Location external/internal with its cascade',
    changeLocationBody,
    'SET_DISPLAY_ACCESS_CONTROLS',
    'apiDisplays.locationChanged',
    (body) => ({ field: 'location', to: body.location }),
  );
  stateChange(
    '/displays/changeAccessibility',
    'changeDisplayAccessibility',
    'Share options share/notShare/restricted with its cascade',
    changeAccessibilityBody,
    'SET_DISPLAY_ACCESS_CONTROLS',
    'apiDisplays.shareChanged',
    (body) => ({ field: 'shareOptions', to: body.share }),
  );
  stateChange(
    '/displays/changeStatus',
    'changeDisplayStatus',
    'Activate or deactivate a completed display',
    changeStatusBody,
    'SET_DISPLAY_STATUS',
    'apiDisplays.statusChanged',
    (body) => ({ field: 'isActive', to: body.status === 'active' }),
  );

  r.patch(
    '/displays/changeLockStatus',
    {
      schema: {
        operationId: 'changeDisplayLockStatus',
        tags,
        summary: 'Lock or unlock displays (bulk, all or nothing)',
        querystring: langQuery,
        body: changeLockStatusBody,
        response: { 200: messageResponse, 404: errorAnswer('An id names no display of the company') },
      },
      config: { auth: 'company', permission: 'SET_DISPLAY_LOCK' },
    },
    async (request) => {
      await changeLockStatus(deps, actorOf(request), request.body.displayIds, request.body.action);
      return { message: t(requestLanguage(request), 'apiDisplays.lockChanged') };
    },
  );

  r.patch(
    '/displays/shutdown',
    {
      schema: {
        operationId: 'shutDownDisplays',
        tags,
        summary: 'Shut displays down for good (bulk, all or nothing)',
        querystring: langQuery,
        body: shutdownBody,
        response: {
          200: messageResponse,
          404: errorAnswer('An id names no display of the company'),
          409: errorAnswer('A display is locked'),
        },
      },
      config: { auth: 'company', permission: 'DELETE_DISPLAY' },
    },
    async (request) => {
      await shutdown(deps, actorOf(request), request.body.displayIds);
      return { message: t(requestLanguage(request), 'apiDisplays.shutdownDone') };
    },
  );
}
