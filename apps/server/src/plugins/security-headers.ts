import type { FastifyInstance } from 'fastify';

/**
 * The few security headers that matter for a JSON API and an SPA, set in one synchronous onSend hook
 * (helmet's full set costs a large share of throughput on 2 cores; see docs/decisions.md).
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'referrer-policy': 'no-referrer' });
    done(null, payload);
  });
}
