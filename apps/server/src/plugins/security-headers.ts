import type { FastifyInstance } from 'fastify';

/**
 * The few security headers that matter for a JSON API and an SPA, set in one cheap onSend hook
 * (helmet's full set costs a large share of throughput on 2 cores; see docs/decisions.md).
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'no-referrer');
    return payload;
  });
}
