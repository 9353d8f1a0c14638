import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { storeLimiter } from '../limits/index.ts';

/** Who a ticket lets open a stream: the session it was asked for in (the stream checks it is still valid). */
export type TicketHolder = { userId: string; companyId: string; sessionId: string };

type Claims = { u: string; c: string; s: string; j: string; e: number };

export const ticketTtlSeconds = 60;

/**
 * Tickets for an EventSource, which cannot send an Authorization header: an authenticated POST answers a ticket that
 * the stream URL carries instead of the access token, so no long-lived token lands in URLs, proxy logs or history.
 * A ticket is signed with a key derived from JWT_SECRET for this use only (never valid as an access token), holds the
 * user, company and session, expires after 60 s and opens one stream: its id is spent in the shared `rate_limits`
 * store (a limit of one use per ticket), so a replay is refused on every instance.
 */
export function createStreamTickets(secret: string, db: Db, ttlSeconds = ticketTtlSeconds) {
  const key = createHmac('sha256', secret).update('plakat event stream ticket').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest();
  const uses = storeLimiter(db, { keyPrefix: 'event-ticket', points: 1, duration: ttlSeconds });

  const verified = (ticket: string, now: number): Claims | null => {
    const [body, signature, extra] = ticket.split('.');
    if (!body || !signature || extra !== undefined) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = sign(body);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Claims;
    return claims.e * 1000 > now ? claims : null;
  };

  return {
    issue(holder: TicketHolder, now = Date.now()): { ticket: string; expiresAt: string } {
      const expires = Math.floor(now / 1000) + ttlSeconds;
      const claims: Claims = {
        u: holder.userId,
        c: holder.companyId,
        s: holder.sessionId,
        j: randomUUID(),
        e: expires,
      };
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return {
        ticket: `${body}.${sign(body).toString('base64url')}`,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },
    /** The holder of a valid, unexpired, unused ticket, spending it; null for anything else. */
    async redeem(ticket: string, now = Date.now()): Promise<TicketHolder | null> {
      const claims = verified(ticket, now);
      if (!claims) return null;
      try {
        await uses.consume(claims.j);
      } catch (refusal) {
        // rate-limiter-flexible rejects with its result when the use is spent, with an Error when the store fails.
        if (refusal instanceof Error) throw refusal;
        return null;
      }
      return { userId: claims.u, companyId: claims.c, sessionId: claims.s };
    },
  };
}
export type StreamTickets = ReturnType<typeof createStreamTickets>;
