/**
 * Creates a superpanel admin, or sets a new password for an existing one (and ends that admin's sessions).
 *
 *   npm run admin:create -- --email admin@example.com [--password secret]
 *
 * Without --password the password comes from ADMIN_PASSWORD, else from a hidden prompt on a terminal (empty input
 * generates one), else it is generated and printed. Uses the same configuration as the server (DATA_DIR or
 * DATABASE_URL).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { emailSchema, passwordSchema } from '@plakat/shared';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { setSuperpanelAdmin } from '../modules/auth/index.ts';

const usage = 'Usage: npm run admin:create -- --email <address> [--password <password>]';

class CliError extends Error {}

const describe = (key: string | undefined) =>
  ({
    'validation.required': 'is required',
    'validation.email': 'is not a valid e-mail address',
    'validation.tooLong': 'is too long',
    'validation.tooShort': 'is too short (at least 8 characters)',
    'validation.passwordWeak': 'needs letters and at least one digit or symbol',
  })[key ?? ''] ?? 'is invalid';

/** A password the shared rules accept: 20 url-safe characters with a digit and a symbol guaranteed. */
function generatePassword() {
  return `${randomBytes(15).toString('base64url')}-7`;
}

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  return new Promise((resolve, reject) => {
    process.stdout.write(question);
    let value = '';
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          done();
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          done();
          process.stdout.write('\n');
          reject(new CliError('Cancelled.'));
          return;
        }
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else if (char >= ' ') value += char;
      }
    };
    const done = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
    };
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

async function resolvePassword(given: string | undefined): Promise<{ password: string; generated: boolean }> {
  if (given !== undefined) return { password: given, generated: false };
  if (process.env.ADMIN_PASSWORD) return { password: process.env.ADMIN_PASSWORD, generated: false };
  if (process.stdin.isTTY) {
    const first = await promptHidden('Password (leave empty to generate one): ');
    if (first === '') return { password: generatePassword(), generated: true };
    checkPassword(first);
    const second = await promptHidden('Repeat the password: ');
    if (second !== first) throw new CliError('The passwords are not the same.');
    return { password: first, generated: false };
  }
  return { password: generatePassword(), generated: true };
}

function checkPassword(password: string) {
  const result = passwordSchema.safeParse(password);
  if (!result.success) throw new CliError(`The password ${describe(result.error.issues[0]?.message)}.`);
}

async function main(argv: string[]) {
  let values: { email?: string; password?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n${usage}`);
  }
  if (values.help) {
    console.log(usage);
    return;
  }
  if (values.email === undefined) throw new CliError(`--email is required.\n${usage}`);
  const email = emailSchema.safeParse(values.email);
  if (!email.success)
    throw new CliError(`The e-mail address ${describe(email.error.issues[0]?.message)}: "${values.email}"`);
  const { password, generated } = await resolvePassword(values.password);
  checkPassword(password);

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { created } = await setSuperpanelAdmin(database.db, email.data, password);
    const where = config.databaseUrl ? 'the PostgreSQL database (DATABASE_URL)' : `${config.dataDir}/db`;
    console.log(
      created
        ? `Created superpanel admin ${email.data} in ${where}.`
        : `Superpanel admin ${email.data} already existed: password updated, existing sessions ended (${where}).`,
    );
    if (generated) console.log(`Generated password: ${password}\nKeep it somewhere safe; it is not shown again.`);
    console.log('Log in at /superpanelLogin.');
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error) => {
  if (error instanceof CliError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
