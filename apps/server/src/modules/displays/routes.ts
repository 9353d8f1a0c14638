import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  partnerDisplayCompaniesResponse,
  changeAccessibilityBody,
  changeInfoAccessBody,
  changeLocationBody,
  changeLockStatusBody,
  changeStatusBody,
  displayExpandedResponse,
  displaySearchBody,
  displaySearchQuery,
  duplicateQuery,
  duplicateResponse,
  langQuery,
  partnerDisplaySearchBody,
  partnerDisplaySearchQuery,
  partnerDisplaySearchResponse,
  displaySearchResponse,
  sendDisplayTokenBody,
  shutdownBody,
  type Permission,
} from '@plakat/shared';
import { pickLanguage, t } from '../../lib/i18n.ts';
import { tenantActor } from '../../plugins/auth.ts';
import type { AppDeps } from '../deps.ts';
import * as service from './service.ts';

const idParams = z.strictObject({ id: z.uuid({ error: 'validation.invalid' }) });
const messageResponse = z.object({ message: z.string() });

export const actorOf = (request: FastifyRequest): service.Actor => {
  const a = tenantActor(request);
  return { userId: a.userId, companyId: a.companyId, permissions: a.permissions };
};
const langOf = (request: FastifyRequest) => pickLanguage(request.query, request.headers['accept-language']);

/**
 * Display calls of spec 02 §7 (without the wizard and media uploads) plus the partner display search.
 * Reading the own list and details needs only a completed profile (no permission key is named for it); every change
 * checks its key. All queries are scoped to the actor's company: a foreign id answers 404.
 */
export async function displayRoutes(api: FastifyInstance, deps: AppDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['displays'];
  const security = [{ bearer: [] }];

  r.post(
    '/displays/search',
    {
      schema: {
        tags,
        security,
        summary: 'Own displays: quick/detailed search, paged and sorted',
        querystring: displaySearchQuery,
        body: displaySearchBody,
        response: { 200: displaySearchResponse },
      },
      config: { auth: 'company', completed: true },
    },
    async (request) => {
      const { keyword, page, limit, sort } = request.query;
      return service.searchOwn(deps, tenantActor(request).companyId, { keyword, page, limit, sort }, request.body);
    },
  );

  r.get(
    '/displays/getExpandedInfo/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One display with media, log and company (owner, or a partner it is shared with)',
        querystring: langQuery,
        params: idParams,
        response: { 200: displayExpandedResponse },
      },
      config: { auth: 'company', completed: true },
    },
    async (request) => ({
      data: await service.expandedInfo(deps, actorOf(request), request.params.id, langOf(request)),
    }),
  );

  /** One display's state change (spec 02 §4): PATCH {path}/{id} with one field, answered with a translated message. */
  const stateChange = <B extends z.ZodType>(
    path: string,
    summary: string,
    body: B,
    permission: Permission,
    messageKey: string,
    apply: (actor: service.Actor, id: string, body: z.infer<B>) => Promise<unknown>,
  ) =>
    r.patch(
      `${path}/:id`,
      {
        schema: {
          tags,
          security,
          summary,
          querystring: langQuery,
          params: idParams,
          body,
          response: { 200: messageResponse },
        },
        config: { auth: 'company', permission },
      },
      async (request) => {
        await apply(actorOf(request), request.params.id, request.body as z.infer<B>);
        return { message: t(langOf(request), messageKey) };
      },
    );

  stateChange(
    '/displays/changeInfoAccess',
    'Accessibility public/private with its cascade',
    changeInfoAccessBody,
    'SET_DISPLAY_ACCESS_CONTROLS',
    'apiDisplays.infoAccessChanged',
    (actor, id, body) => service.changeInfoAccess(deps, actor, id, body.infoAccess),
  );
  stateChange(
    '/displays/changeLocation',
    'Location external/internal with its cascade',
    changeLocationBody,
    'SET_DISPLAY_ACCESS_CONTROLS',
    'apiDisplays.locationChanged',
    (actor, id, body) => service.changeLocation(deps, actor, id, body.location),
  );
  stateChange(
    '/displays/changeAccessibility',
    'Share options share/notShare/restricted with its cascade',
    changeAccessibilityBody,
    'SET_DISPLAY_ACCESS_CONTROLS',
    'apiDisplays.shareChanged',
    (actor, id, body) => service.changeAccessibility(deps, actor, id, body.share),
  );
  stateChange(
    '/displays/changeStatus',
    'Activate or deactivate a completed display',
    changeStatusBody,
    'SET_DISPLAY_STATUS',
    'apiDisplays.statusChanged',
    (actor, id, body) => service.changeStatus(deps, actor, id, body.status),
  );

  r.patch(
    '/displays/changeLockStatus',
    {
      schema: {
        tags,
        security,
        summary: 'Lock or unlock displays (bulk, all or nothing)',
        querystring: langQuery,
        body: changeLockStatusBody,
        response: { 200: messageResponse },
      },
      config: { auth: 'company', permission: 'SET_DISPLAY_LOCK' },
    },
    async (request) => {
      await service.changeLockStatus(deps, actorOf(request), request.body.displayIds, request.body.action);
      return { message: t(langOf(request), 'apiDisplays.lockChanged') };
    },
  );

  r.patch(
    '/displays/shutdown',
    {
      schema: {
        tags,
        security,
        summary: 'Shut displays down for good (bulk, all or nothing)',
        querystring: langQuery,
        body: shutdownBody,
        response: { 200: messageResponse },
      },
      config: { auth: 'company', permission: 'DELETE_DISPLAY' },
    },
    async (request) => {
      await service.shutdown(deps, actorOf(request), request.body.displayIds);
      return { message: t(langOf(request), 'apiDisplays.shutdownDone') };
    },
  );

  // The spec writes the path with a trailing slash; the app ignores trailing slashes, so both spellings work.
  r.post(
    '/displays/duplicate/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Create 1..5 copies (status duplicated, not active)',
        querystring: duplicateQuery,
        params: idParams,
        response: { 200: duplicateResponse },
      },
      config: { auth: 'company', permission: 'DUPLICATE_DISPLAY' },
    },
    async (request) => {
      const displays = await service.duplicate(deps, actorOf(request), request.params.id, request.query.duplicateCount);
      return { message: t(langOf(request), 'apiDisplays.duplicated'), displays };
    },
  );

  r.patch(
    '/displays/sendDisplayToken/:id',
    {
      schema: {
        tags,
        security,
        summary: 'New player token, mailed to the given address (active displays only)',
        querystring: langQuery,
        params: idParams,
        body: sendDisplayTokenBody,
        response: { 200: messageResponse },
      },
      config: { auth: 'company', permission: 'SEND_DISPLAY_TOKEN' },
    },
    async (request) => {
      const lang = langOf(request);
      await service.sendDisplayToken(deps, actorOf(request), request.params.id, request.body.email, lang);
      return { message: t(lang, 'apiDisplays.tokenSent', { email: request.body.email }) };
    },
  );

  r.get(
    '/partnerDisplays/companies',
    {
      schema: {
        tags,
        security,
        summary: 'Partner companies that share displays with my company (options of the company filter)',
        querystring: langQuery,
        response: { 200: partnerDisplayCompaniesResponse },
      },
      config: { auth: 'company', permission: 'GET_PARTNER_DISPLAYS_INFO' },
    },
    async (request) => service.partnerCompanies(deps, tenantActor(request).companyId, langOf(request)),
  );

  r.post(
    '/partnerDisplays/search',
    {
      schema: {
        tags,
        security,
        summary: 'Displays partner companies share with my company',
        querystring: partnerDisplaySearchQuery,
        body: partnerDisplaySearchBody,
        response: { 200: partnerDisplaySearchResponse },
      },
      config: { auth: 'company', permission: 'GET_PARTNER_DISPLAYS_INFO' },
    },
    async (request) => {
      const { page, perPage, sort, sortOrder } = request.query;
      return service.searchPartnerDisplays(
        deps,
        tenantActor(request).companyId,
        { page, perPage, sort, sortOrder },
        request.body,
      );
    },
  );
}
