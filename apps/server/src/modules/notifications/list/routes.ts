import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  langQuery,
  notificationListQuery,
  notificationListResponse,
  notificationTypes,
  partnerNotificationTypes,
  periodDays,
  unreadCountResponse,
} from '@plakat/shared';
import type { NotificationDeps } from '../deps.ts';
import { requestLanguage } from '../../../lib/i18n.ts';
import { tenantActor } from '../../../plugins/auth.ts';
import { listFor, unreadCountFor } from './service.ts';

const tags = ['notifications'];

export async function listRoutes(api: FastifyInstance, deps: NotificationDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/notifications',
    {
      schema: {
        operationId: 'listNotifications',
        tags,
        summary: 'Notification center: my notifications, filtered, sorted and paged',
        description:
          'The notification filter of platform spec §3: notifications of my company addressed to the company or to ' +
          'me, not deleted by me. `message` matches part of the text in the answer language, `sender` part of the ' +
          `sending company's or user's name (both case-insensitive); \`rangeTime\` one of ${periodDays.join(', ')} ` +
          `days; \`type\` one of ${notificationTypes.join(', ')}; \`status\` read or unread for me. Partner events ` +
          `(${partnerNotificationTypes.join(', ')}) are listed only with GET_PARTNERS. Newest first by default.`,
        querystring: notificationListQuery,
        response: { 200: notificationListResponse },
      },
      config: { auth: 'company', completed: true, policyKeys: ['GET_PARTNERS'] },
    },
    async (request) => listFor(deps, tenantActor(request), request.query, requestLanguage(request)),
  );

  r.get(
    '/notifications/unread-count',
    {
      schema: {
        operationId: 'countUnreadNotifications',
        tags,
        summary: 'How many of my notifications I have not read (the bell and the dashboard tile)',
        querystring: langQuery,
        response: { 200: unreadCountResponse },
      },
      config: { auth: 'company', completed: true, policyKeys: ['GET_PARTNERS'] },
    },
    async (request) => unreadCountFor(deps, tenantActor(request)),
  );
}
