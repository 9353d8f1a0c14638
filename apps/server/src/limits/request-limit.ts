import type { FastifyInstance } from 'fastify';
import { TooManyRequests } from '../lib/errors.ts';
import { clientKey } from './client-key.ts';
import type { RequestCounter } from './request-counter.ts';

/** Load balancers and orchestrators probe these often from one address; they are cheap and must always answer. */
const unlimited = /^\/api\/health(\/|\?|$)/;

/**
 * The general per-client limit: every request counts against its client address (request.ip, an IPv6 one by its /64, which honours
 * X-Forwarded-For only with TRUST_PROXY), checked before routing work; over the limit, 429 with Retry-After and the
 * translated error body. The decision is made in memory (see request-counter.ts), so it costs no database round trip.
 */
export function registerRequestLimit(app: FastifyInstance, counter: RequestCounter) {
  app.addHook('onRequest', (request, _reply, done) => {
    if (unlimited.test(request.url)) return done();
    const decision = counter.hit(clientKey(request.ip));
    if (decision.allowed) return done();
    done(new TooManyRequests(decision.retryAfterSeconds));
  });
}
