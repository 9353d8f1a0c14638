import { accessSync, constants, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type Mail = { to: string; subject: string; text: string; html?: string; links?: string[] };

/** Something a mail can be handed to: the durable mail queue (`deps.mailer`), or a transport. */
export type Mailer = { send(mail: Mail): Promise<void> };

/** A mail as the queue hands it to the transport: with the Message-ID that stays the same on every attempt. */
export type OutgoingMail = Mail & { messageId: string };

/** Where mails finally go: SMTP, .eml files, or (in tests) memory. Only the mail queue's worker calls it. */
export type MailTransport = {
  send(mail: OutgoingMail): Promise<void>;
  /** Resolves when mails can be delivered now (the SMTP server answers, the mail folder is writable). */
  verify?(): Promise<void>;
  close?(): void;
  dir?: string;
};

/**
 * Whether a mail's links (password reset, e-mail verification: each one a login) may be written to the log: only for a
 * local user without a mail server, never with SMTP configured and never with NODE_ENV=production, where logs are
 * collected and read by others. The .eml file holds them either way.
 */
export const mayLogMailLinks = (opts: { smtpUrl?: string; production: boolean }) => !opts.smtpUrl && !opts.production;

/**
 * SMTP when SMTP_URL is set; otherwise every mail is written as an .eml file under DATA_DIR/mail (written to a temp
 * name and renamed, so a reader never sees half a mail) and, outside production, its links are logged, so a local
 * user can follow them.
 */
export function createMailTransport(opts: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  production: boolean;
  log: FastifyBaseLogger;
}): MailTransport {
  const logLinks = mayLogMailLinks(opts);
  const message = (mail: OutgoingMail) => ({
    from: opts.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
  });
  if (opts.smtpUrl) {
    // A few reused connections instead of a handshake per mail; bounded waits (nodemailer's socket default is 10
    // minutes), so an attempt ends well within the job's lease.
    const transport = nodemailer.createTransport({
      url: opts.smtpUrl,
      pool: true,
      maxConnections: 4,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    return {
      async send(mail) {
        await transport.sendMail(message(mail));
      },
      async verify() {
        await transport.verify();
      },
      close: () => transport.close(),
    };
  }
  const dir = path.join(opts.dataDir, 'mail');
  mkdirSync(dir, { recursive: true });
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    dir,
    async verify() {
      if (!statSync(dir).isDirectory()) throw new Error(`${dir} is not a folder`);
      accessSync(dir, constants.W_OK);
    },
    async send(mail) {
      const info = await transport.sendMail(message(mail));
      const id = mail.messageId.replace(/^<|@.*$/g, '').slice(0, 8);
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`;
      const tmp = path.join(dir, `.${name}.tmp`);
      writeFileSync(tmp, info.message as Buffer);
      renameSync(tmp, path.join(dir, name));
      opts.log.info(
        { to: mail.to, subject: mail.subject, file: name, ...(logLinks ? { links: mail.links } : {}) },
        'mail saved (no SMTP_URL configured)',
      );
    },
  };
}
