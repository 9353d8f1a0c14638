import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailTransport, mayLogMailLinks } from './mailer.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'plakat-mailer-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A logger that keeps what `info` was given. */
function recordingLog() {
  const lines: Record<string, unknown>[] = [];
  const log = { info: (fields: Record<string, unknown>) => void lines.push(fields) } as unknown as FastifyBaseLogger;
  return { log, lines };
}
const resetMail = {
  to: 'someone@example.test',
  subject: 'Reset',
  text: 'https://plakat.example/reset?token=secret',
  links: ['https://plakat.example/reset?token=secret'],
  messageId: '<0123456789@plakat.example>',
};

describe('reset and verification links in the log', () => {
  it('are logged only without a mail server and outside production', () => {
    expect(mayLogMailLinks({ production: false })).toBe(true);
    expect(mayLogMailLinks({ production: true })).toBe(false);
    expect(mayLogMailLinks({ smtpUrl: 'smtp://mail.example:25', production: false })).toBe(false);
    expect(mayLogMailLinks({ smtpUrl: 'smtp://mail.example:25', production: true })).toBe(false);
  });

  it('the file transport logs the saved mail, with its links in development and without them in production', async () => {
    for (const production of [false, true]) {
      const { log, lines } = recordingLog();
      await createMailTransport({ from: 'Plakat <a@b.test>', dataDir, production, log }).send(resetMail);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ to: resetMail.to, subject: 'Reset' });
      if (production) expect(JSON.stringify(lines[0])).not.toContain('token=secret');
      else expect(lines[0].links).toEqual(resetMail.links);
    }
  });
});
