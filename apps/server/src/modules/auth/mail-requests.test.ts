import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Core } from '../../core.ts';
import { mailRequestJobKinds } from './mail-requests.ts';
import { type AuthContext, forgotPassword, resendVerification } from './service.ts';

/**
 * The answers to "password forgotten" and "send the verification link again" must not take longer for an address with an account than without (an attacker
 * would time it). Instead of a timed test: the answer's work is recorded, and it is the same for every address,
 * with no look at the accounts at all (the database handle throws when touched).
 */
function recordingContext(mailAllowed = true) {
  const calls: unknown[][] = [];
  const untouchable = new Proxy(
    {},
    {
      get(_target, name) {
        throw new Error(`the answer used the database directly (${String(name)})`);
      },
    },
  );
  const deps = {
    db: untouchable,
    rateLimits: {
      mail: {
        client: async (ip: string) => void calls.push(['mail.client', ip]),
        address: async (email: string) => {
          calls.push(['mail.address', email]);
          return mailAllowed;
        },
      },
    },
    jobs: { send: async (kind: string, payload: unknown) => void calls.push(['jobs.send', kind, payload]) },
  } as unknown as Core;
  const ctx: AuthContext = { deps, log: {} as FastifyBaseLogger, ip: '192.0.2.7' };
  return { ctx, calls };
}

describe.each([
  ['forgotPassword', forgotPassword, mailRequestJobKinds.passwordReset],
  ['resendVerification', resendVerification, mailRequestJobKinds.verificationResend],
] as const)('%s', (_name, ask, jobKind) => {
  it('does the same work for any address: counts the mail limits and queues one job', async () => {
    const traces = [];
    for (const email of ['owner@example.test', 'nobody@example.test']) {
      const { ctx, calls } = recordingContext();
      await ask(ctx, email, 'de');
      traces.push(JSON.parse(JSON.stringify(calls).replaceAll(email, '<address>')));
    }
    expect(traces[0]).toEqual([
      ['mail.client', '192.0.2.7'],
      ['mail.address', '<address>'],
      ['jobs.send', jobKind, { email: '<address>', lang: 'de' }],
    ]);
    expect(traces[1]).toEqual(traces[0]);
  });

  it('queues nothing over the limit of the address', async () => {
    const { ctx, calls } = recordingContext(false);
    await ask(ctx, 'owner@example.test');
    expect(calls.map((call) => call[0])).toEqual(['mail.client', 'mail.address']);
  });
});
