import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; messageId: string; subject: string; raw: string };

/** A free loopback port: bound once by the system's choice, then given back. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const header = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*)$`, 'mi').exec(raw.split(/\r?\n\r?\n/)[0] ?? '')?.[1]?.trim() ?? '';

/**
 * An SMTP server on a loopback port (not started: call `start()`) that keeps what it receives. `stop()` and `start()`
 * take it down and up again on the same port (the mail server is away, then back). Recipients listed in `reject`
 * are refused with 550. While `hold()` answers true, a whole message is kept in `held` and never answered: the
 * server has it, the client waits for the 250 (a crash of the client then leaves it unsure whether the mail went).
 */
export async function createSmtpSink(opts: { port?: number; reject?: string[]; hold?: () => boolean } = {}) {
  const port = opts.port ?? (await freePort());
  const received: ReceivedMail[] = [];
  const held: ReceivedMail[] = [];
  let server: SMTPServer | null = null;

  const sink = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    held,
    async start() {
      if (server) return;
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onRcptTo(address, _session, callback) {
          if (opts.reject?.includes(address.address)) {
            callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
          } else callback();
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            const mail = {
              to: session.envelope.rcptTo.map((r) => r.address),
              messageId: header(raw, 'Message-ID'),
              subject: header(raw, 'Subject'),
              raw,
            };
            if (opts.hold?.()) {
              held.push(mail);
              return;
            }
            received.push(mail);
            callback();
          });
        },
      });
      const current = server;
      await new Promise<void>((resolve, reject) => {
        current.once('error', reject);
        current.listen(port, '127.0.0.1', () => resolve());
      });
      // A client that vanishes mid-session (a server process killed while sending, the point of some tests) makes
      // smtp-server emit ECONNRESET here; without a listener that would be an uncaught exception of the test run.
      current.on('error', () => {});
    },
    async stop() {
      const current = server;
      server = null;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
  return sink;
}
