/**
 * `npm run release:check`: builds the release archive (scripts/release.mjs, the Dockerfile's runtime stage), unpacks
 * it in a temporary folder, installs the production dependencies from the lock there, and runs it with plain `node`
 * against a PostgreSQL database of its own: readiness, the web app, a superpanel admin made with the compiled admin
 * CLI, an owner registered and verified through the mail file, a company, a display and an image upload, then a backup
 * with the compiled backup CLI while it runs, restored into a second database with the compiled restore CLI.
 *   node scripts/release-check.mjs [--skip-build] [--keep] [--port 3493]
 * PostgreSQL: POSTGRES_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres (a database
 * plakat_release_<pid> and plakat_release_<pid>_restored are created there and dropped afterwards). Needs the npm
 * registry for `npm ci`.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { buildRelease, installCommand } from './release.mjs';

const { values } = parseArgs({
  options: {
    'skip-build': { type: 'boolean' },
    keep: { type: 'boolean' },
    port: { type: 'string', default: '3493' },
  },
});
const serverUrl = process.env.POSTGRES_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const base = `http://127.0.0.1:${values.port}`;
const started = Date.now();
const timings = [];

async function step(name, run) {
  const t0 = Date.now();
  const result = await run();
  timings.push(`${name}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  console.log(`ok  ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  return result;
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

async function onServer(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function call(method, url, { token, json, form } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    body: json ? JSON.stringify(json) : form,
  });
  const text = await res.text();
  let body = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, body, headers: res.headers };
}

async function expectStatus(status, method, url, opts) {
  const res = await call(method, url, opts);
  check(res.status === status, `${method} ${url}: ${res.status} instead of ${status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

const decodeQuotedPrintable = (text) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

async function tokenFromMail(mailDir, to) {
  for (let i = 0; i < 100; i++) {
    for (const file of existsSync(mailDir) ? readdirSync(mailDir) : []) {
      const raw = decodeQuotedPrintable(readFileSync(path.join(mailDir, file), 'utf8'));
      if (!raw.includes(to)) continue;
      const match = raw.match(/\/email\/verification\?token=([^\s"<>&]+)/);
      if (match) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification mail to ${to} in ${mailDir}`);
}

const work = await mkdtemp(path.join(os.tmpdir(), 'plakat-release-'));
const app = path.join(work, 'app');
const database = `plakat_release_${process.pid}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();
const restoredDatabase = `${database}_restored`;
const restoredUrl = Object.assign(new URL(serverUrl), { pathname: `/${restoredDatabase}` }).toString();
const companyName = `Release check ${process.pid}`;
let server;
let output = '';
try {
  const archive = path.join(work, 'plakat.tar.gz');
  await step('build the release archive', () =>
    buildRelease({ out: path.join(work, 'tree'), tar: archive, skipBuild: values['skip-build'] }),
  );
  await step('unpack it', async () => {
    await mkdir(app);
    execFileSync('tar', ['-xzf', archive, '-C', app]);
  });
  await step('npm ci --omit=dev', () => execFileSync('npm', installCommand, { cwd: app, stdio: 'inherit' }));
  await step('production dependencies only', () => {
    const present = (name) => existsSync(path.join(app, 'node_modules', name, 'package.json'));
    for (const name of ['sharp', '@node-rs/argon2', '@electric-sql/pglite', '@ffmpeg-installer/ffmpeg']) {
      check(present(name), `${name} is missing from the release`);
    }
    check(present('@ffprobe-installer/ffprobe'), '@ffprobe-installer/ffprobe is missing from the release');
    // typescript stays: npm installs it as a peer of i18next.
    const development = ['vite', 'react', 'antd', 'vitest', '@playwright/test', 'drizzle-kit', '@biomejs/biome', 'tsx'];
    for (const name of development) {
      check(!present(name), `${name} (a development package) is in the release`);
    }
    check(!existsSync(path.join(app, 'apps/server/src')), 'the release holds the server sources');
  });

  await onServer(`CREATE DATABASE ${database}`);
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(work, 'data'),
    PORT: values.port,
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'warn',
  };
  // Starts with a dash, as one random password in 64 did and failed the check: the CLI must take it with `=`.
  const adminPassword = `-${randomBytes(12).toString('base64url')}-7`;
  await step('admin CLI (compiled)', () =>
    execFileSync(
      process.execPath,
      ['apps/server/dist/admin-create.js', '--email', 'admin@release.test', `--password=${adminPassword}`],
      { cwd: app, env, stdio: 'pipe' },
    ),
  );
  await step('start with plain node until ready', async () => {
    server = spawn(process.execPath, ['apps/server/dist/main.js'], {
      cwd: app,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) => server.once('exit', resolve)).then(() => 'exited');
    for (let i = 0; ; i++) {
      const res = await Promise.race([call('GET', '/api/health/ready').catch(() => null), exited]);
      check(res !== 'exited', 'the server stopped');
      if (res?.status === 200) return;
      check(i < 600, 'not ready within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  await step('web app, web player and API reference', async () => {
    const page = await call('GET', '/');
    check(page.status === 200 && page.headers.get('content-type')?.startsWith('text/html'), 'no web app at /');
    const asset = String(page.body).match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    check(asset && (await call('GET', asset)).status === 200, 'the web app script is missing');
    await expectStatus(200, 'GET', '/api/docs/json');
    const player = await call('GET', '/player/');
    check(player.status === 200 && String(player.body).includes('id="player"'), 'no web player at /player/');
    const playerAsset = String(player.body).match(/src="(\/player\/assets\/[^"]+\.js)"/)?.[1];
    check(playerAsset && (await call('GET', playerAsset)).status === 200, 'the web player script is missing');
  });
  await step('superpanel login', () =>
    expectStatus(200, 'POST', '/api/auth/superpanelLogin', {
      json: { email: 'admin@release.test', password: adminPassword },
    }),
  );
  const owner = { email: `owner-${process.pid}@release.test`, password: 'release-check-1' };
  const token = await step('register, verify by mail, log in', async () => {
    await expectStatus(201, 'POST', '/api/auth/register', {
      json: { ...owner, repeatPassword: owner.password, acceptTerms: true, lang: 'en' },
    });
    const verification = await tokenFromMail(path.join(env.DATA_DIR, 'mail'), owner.email);
    await expectStatus(200, 'POST', '/api/auth/verifyEmail', { json: { token: verification } });
    return (await expectStatus(200, 'POST', '/api/auth/login', { json: owner })).accessToken;
  });
  await step('company, display and an image upload', async () => {
    await expectStatus(201, 'POST', '/api/registration/company', {
      token,
      json: {
        companyName,
        industry: 'retail',
        businessModel: 'b2c',
        street: 'Torstraße',
        houseNumber: '5',
        postcode: '10119',
        town: 'Berlin',
        federalState: 'DE-BE',
        country: 'DE',
        salutation: 'ms',
        firstName: 'Rena',
        lastName: 'Release',
        position: 'Owner',
        phoneCountryCode: '+49',
        phone: '30 123456',
      },
    });
    const { accessToken: userToken } = await expectStatus(200, 'POST', '/api/auth/login', { json: owner });
    const display = await expectStatus(201, 'POST', '/api/displays', {
      token: userToken,
      json: {
        title: 'Release check',
        description: 'Made by the release check',
        keywords: ['release'],
        accessibility: 'public',
        location: 'external',
        shareOptions: 'share',
      },
    });
    const image = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#1677ff' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([image], { type: 'image/png' }), 'location.png');
    const uploaded = await expectStatus(201, 'POST', `/api/displays/${display.id}/media?kind=location`, {
      token: userToken,
      form,
    });
    const file = await fetch(`${base}${uploaded.media.url}`);
    check(file.status === 200 && (await file.arrayBuffer()).byteLength > 0, 'the uploaded file cannot be read');
  });
  await step('backup while running, restore into a new database (compiled CLIs)', async () => {
    const archive = path.join(work, 'backup.tar.gz');
    execFileSync(process.execPath, ['apps/server/dist/backup.js', '--out', archive], { cwd: app, env, stdio: 'pipe' });
    await onServer(`CREATE DATABASE ${restoredDatabase}`);
    const said = execFileSync(process.execPath, ['apps/server/dist/restore.js', archive], {
      cwd: app,
      env: { ...env, DATABASE_URL: restoredUrl, DATA_DIR: path.join(work, 'restored') },
      encoding: 'utf8',
    });
    check(Number(said.match(/(\d+) stored files/)?.[1]) >= 1, `the restore put back no files: ${said}`);
    const client = new pg.Client({ connectionString: restoredUrl });
    await client.connect();
    const { rows } = await client.query('SELECT name FROM companies').finally(() => client.end());
    check(
      rows.some((row) => row.name === companyName),
      'the restored database lacks the company',
    );
  });
  await step('SIGTERM stops it', async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    check((await exited) === 0, 'the server did not exit cleanly');
    server = undefined;
  });
  console.log(`\nrelease check passed in ${((Date.now() - started) / 1000).toFixed(0)} s (${timings.join(', ')})`);
} catch (error) {
  console.error(`\nrelease check FAILED: ${error.message}\n--- server output ---\n${output}`);
  process.exitCode = 1;
} finally {
  server?.kill('SIGKILL');
  await onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
  await onServer(`DROP DATABASE IF EXISTS ${restoredDatabase} WITH (FORCE)`).catch(() => undefined);
  if (values.keep) console.log(`kept ${work}`);
  else await rm(work, { recursive: true, force: true });
}
