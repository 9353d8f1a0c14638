import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { heartbeatAnswer, heartbeatBody, langQuery } from '@plakat/shared';
import type { PlayerDeps } from '../deps.ts';
import { displayIdParams, notThisScreen, screenOf, tags } from '../http.ts';
import { recordHeartbeat } from '../repository/index.ts';

/** The screen's heartbeat: every PLAYER_HEARTBEAT_SECONDS (30 s), one upsert (benchmark: `npm run bench:player`). */
export async function statusRoutes(api: FastifyInstance, deps: PlayerDeps) {
  api.withTypeProvider<ZodTypeProvider>().post(
    '/player/displays/:displayId/heartbeat',
    {
      schema: {
        operationId: 'sendPlayerHeartbeat',
        tags,
        summary: 'The screen reports what it plays and how it is (every 30 s by default)',
        description:
          'Three missed heartbeats (90 s by default) make the display offline; `heartbeatSeconds` says when the ' +
          'next is due (the server’s PLAYER_HEARTBEAT_SECONDS). `serverTime` is the server’s clock: the ' +
          'player plays by it, with the offset it measures on every heartbeat. `screenshotRequested`: upload a ' +
          'screenshot now (POST …/screenshot).',
        params: displayIdParams,
        querystring: langQuery,
        body: heartbeatBody,
        response: { 200: heartbeatAnswer, 404: notThisScreen },
      },
      config: { auth: 'player' },
    },
    async (request) => {
      const screen = screenOf(request, request.params.displayId);
      const now = new Date();
      const userAgent = request.headers['user-agent']?.slice(0, 300) ?? null;
      const { screenshotRequested } = await recordHeartbeat(
        deps.db,
        { companyId: screen.companyId, displayId: screen.displayId, now, userAgent },
        request.body,
      );
      return {
        serverTime: now.toISOString(),
        screenshotRequested,
        heartbeatSeconds: deps.config.playerHeartbeatSeconds,
      };
    },
  );
}
