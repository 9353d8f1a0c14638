import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { notificationTypes } from '@plakat/shared';
import { openSseClient } from '../apps/server/src/test/sse-client.ts';
import { type Result, load, measureLoop, printTable, scratchDatabase, startServer } from './lib.ts';
import { insertBenchCompanies } from './companies.ts';

/**
 * Notification center scenarios (issue 23). (a) The list: 1,000,000 notifications across 1,000 companies (one with
 * 100,000), generated with generate_series; autocannon runs GET /api/notifications for the big company filtered by
 * type and period, and the same repository calls (page and count) run directly, 50 in flight, in the same run.
 * Targets: p99 <= 50 ms, req/s >= 0.5 x direct. (b) Fan-out: BENCH_STREAMS (1,000) open SSE streams of one user (the
 * per-user limit raised through NOTIFICATION_STREAMS_PER_USER) get one new notification: p99 from the commit to its
 * arrival <= 1 s; the server's memory before and after the streams is reported. BENCH_NOTIFICATIONS_TOTAL scales (a).
 *
 * Like bench/users.ts, this file is the scenario and its server process (BENCH_NOTIFICATIONS_CHILD=1).
 */
const TOTAL = Number(process.env.BENCH_NOTIFICATIONS_TOTAL ?? 1_000_000);
const BIG = Math.round(TOTAL / 10);
const COMPANIES = 1_000;
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const filter = { type: 'displayShared', rangeTime: '31' } as const;
const seconds = () => Number(process.env.BENCH_SECONDS ?? 10);

type ChildInfo = {
  port: number;
  accessToken: string;
  path: string;
  direct: Result;
  generateMs: number;
  matches: number;
  status: number;
};
type Memory = { rss: number; heapUsed: number; streams: number };
type Ask = { ask: 'tickets'; n: number } | { ask: 'memory' } | { ask: 'notify' };

const typeArray = sql.raw(`ARRAY[${notificationTypes.map((v) => `'${v}'`).join(',')}]`);

async function child() {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { benchAppConfig } = await import('./app-config.ts');
  const { createCompany, createLoggedInUser } = await import('../apps/server/src/test/factories.ts');
  const { notificationReader, periodStart } = await import(
    '../apps/server/src/modules/notifications/repository/reader.ts'
  );
  const { notify } = await import('../apps/server/src/modules/notifications/index.ts');
  const { notificationListQuery } = await import('@plakat/shared');
  const app = await buildApp({ config: benchAppConfig('plakat-bench-notifications-') });
  const db = app.deps.db;
  const started = performance.now();
  const { company } = await createCompany(db, { name: 'Bench Notifications Company' });
  const login = await createLoggedInUser(app.deps, { companyId: company.id, userType: 'companyOwner', role: 'owner' });
  await insertBenchCompanies(db, COMPANIES - 1);
  // Bulk load first, indexes after: one build each is far cheaper than a million index updates.
  const { rows: indexes } = await db.execute<{ indexname: string; indexdef: string }>(
    sql`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'notifications' AND indexname <> 'notifications_pkey'`,
  );
  for (const index of indexes) await db.execute(sql.raw(`DROP INDEX ${index.indexname}`));
  await db.execute(sql`
    WITH others AS (
      SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM companies WHERE name LIKE 'Bench Company %'
    ), sender AS (SELECT id FROM companies WHERE name = 'Bench Company 1')
    INSERT INTO notifications (recipient_company_id, sender_company_id, type, resource_type, message_en, message_de,
      created_at)
    SELECT coalesce(o.id, ${company.id}::uuid), (SELECT id FROM sender), (${typeArray})[1 + g % ${notificationTypes.length}],
      'display', 'Bench notice ' || g, 'Bench-Meldung ' || g, now() - make_interval(secs => (g * 31) % (365 * 86400))
    FROM generate_series(1, ${TOTAL}) g
    LEFT JOIN others o ON g > ${BIG} AND o.n = g % ${COMPANIES - 1}`);
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
  await db.execute(sql`VACUUM ANALYZE`);
  const generateMs = Math.round(performance.now() - started);

  const path = `/api/notifications?${new URLSearchParams(filter)}`;
  const query = notificationListQuery.parse(filter);
  const reader = notificationReader(db, { companyId: company.id, userId: login.user.id, hiddenTypes: [] });
  const since = periodStart(query.rangeTime);
  const list = () => Promise.all([reader.page(query, 'en', since), reader.count(query, 'en', since)]);
  const matches = (await list())[1];
  const direct = await measureLoop('same page + count through the driver', 50, seconds(), list);

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const probe = await fetch(`http://127.0.0.1:${port}${path}`, {
    headers: { authorization: `Bearer ${login.accessToken}` },
  });
  const sessionId = app.deps.jwt.decodeVerified(login.accessToken)?.sid as string;
  process.on('message', async (message: Ask) => {
    if (message.ask === 'tickets') {
      const holder = { userId: login.user.id, companyId: company.id, sessionId };
      const tickets = Array.from({ length: message.n }, () => app.deps.events.tickets.issue(holder).ticket);
      process.send?.({ tickets });
    } else if (message.ask === 'memory') {
      globalThis.gc?.();
      const { rss, heapUsed } = process.memoryUsage();
      process.send?.({ rss, heapUsed, streams: app.contexts.notifications.openStreams() } satisfies Memory);
    } else if (message.ask === 'notify') {
      const [row] = await db.transaction((tx) =>
        notify(tx, {
          recipients: [{ companyId: company.id }],
          type: 'displayShared',
          sender: { companyId: null, userId: null },
          resource: { type: 'display', id: null },
          key: 'displayShared',
          params: { company: 'Bench', onlineId: '1', title: 'Fan-out' },
        }),
      );
      process.send?.({ id: row.id, committedAt: Date.now() });
    }
  });
  process.send?.({
    port,
    accessToken: login.accessToken,
    path,
    direct,
    generateMs,
    matches,
    status: probe.status,
  } satisfies ChildInfo);
}

function ask<T>(server: { child: import('node:child_process').ChildProcess }, message: Ask): Promise<T> {
  return new Promise((resolve) => {
    server.child.once('message', (answer) => resolve(answer as T));
    server.child.send(message);
  });
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** (b): opens the streams, writes one notification, measures when each stream has it. */
async function fanOut(server: { child: import('node:child_process').ChildProcess }, port: number) {
  const before = await ask<Memory>(server, { ask: 'memory' });
  const { tickets } = await ask<{ tickets: string[] }>(server, { ask: 'tickets', n: STREAMS });
  const url = (ticket: string) => `http://127.0.0.1:${port}/api/notifications/stream?ticket=${ticket}`;
  const clients = [];
  for (let i = 0; i < tickets.length; i += 100) {
    clients.push(...(await Promise.all(tickets.slice(i, i + 100).map((ticket) => openSseClient(url(ticket))))));
  }
  const opened = clients.filter((c) => c.status === 200).length;
  await Promise.all(clients.map((c) => c.next('unread', 30_000)));
  const open = await ask<Memory>(server, { ask: 'memory' });
  const arrivals = clients.map((c) => c.next('notification', 10_000).then(() => Date.now()));
  const { id, committedAt } = await ask<{ id: string; committedAt: number }>(server, { ask: 'notify' });
  const latencies = (await Promise.allSettled(arrivals)).map((a) =>
    a.status === 'fulfilled' ? a.value - committedAt : Number.POSITIVE_INFINITY,
  );
  const after = await ask<Memory>(server, { ask: 'memory' });
  await Promise.all(clients.map((c) => c.close()));
  latencies.sort((x, y) => x - y);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))];
  const received = latencies.filter(Number.isFinite).length;
  const ok = opened === STREAMS && received === STREAMS && pct(99) <= 1000;
  console.log(
    `notifications fan-out: ${opened}/${STREAMS} streams open (server holds ${open.streams}), notice ${id.slice(0, 8)} ` +
      `received by ${received}: p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${latencies.at(-1)} ms (target p99 <= 1000 ms); ` +
      `server memory: rss ${mb(before.rss)} -> ${mb(open.rss)} with the streams open (+${mb(open.rss - before.rss)}), ` +
      `${mb(after.rss)} after the notice; heap ${mb(before.heapUsed)} -> ${mb(open.heapUsed)} -> ${mb(after.heapUsed)} ` +
      `-> ${ok ? 'PASS' : 'FAIL'}`,
  );
  return ok;
}

export async function notificationsScenario(): Promise<boolean> {
  const scratch = await scratchDatabase('plakat_bench_notifications');
  const server = await startServer<ChildInfo>(fileURLToPath(import.meta.url), {
    BENCH_NOTIFICATIONS_CHILD: '1',
    DB_STATEMENT_TIMEOUT: process.env.DB_STATEMENT_TIMEOUT ?? '600s',
    NOTIFICATION_STREAMS_PER_USER: String(STREAMS),
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc`.trim(),
    ...(scratch.url ? { DATABASE_URL: scratch.url } : {}),
  });
  const { info } = server;
  const results: Result[] = [info.direct];
  let fanOutOk = false;
  try {
    if (info.status !== 200) throw new Error(`notification list answered ${info.status}`);
    results.push(
      await load('GET /api/notifications, type + period', {
        url: `http://127.0.0.1:${info.port}${info.path}`,
        headers: { authorization: `Bearer ${info.accessToken}` },
      }),
    );
    if (process.env.BENCH_FANOUT !== '0') fanOutOk = await fanOut(server, info.port);
    else fanOutOk = true;
  } finally {
    server.child.kill();
    await new Promise((resolve) =>
      server.child.exitCode !== null ? resolve(null) : server.child.once('exit', resolve),
    );
    await scratch.drop();
  }
  console.log(
    `notifications: ${TOTAL.toLocaleString('en')} notifications / ${COMPANIES} companies generated in ` +
      `${(info.generateMs / 1000).toFixed(1)} s; list of the company with ${BIG.toLocaleString('en')}: ` +
      `type ${filter.type}, last ${filter.rangeTime} days -> ${info.matches} matches`,
  );
  printTable(results);
  const [direct, api] = results;
  const ratio = api.rps / direct.rps;
  const listOk = api.p99 <= 50 && ratio >= 0.5 && api.errors === 0 && api.non2xx === 0;
  console.log(
    `notifications: list p99 ${api.p99} ms (target <= 50 ms), ratio ${ratio.toFixed(2)} (target >= 0.5) -> ` +
      `${listOk ? 'PASS' : 'FAIL'}`,
  );
  return listOk && fanOutOk;
}

if (process.env.BENCH_NOTIFICATIONS_CHILD === '1') {
  process.on('SIGTERM', () => process.exit(0));
  await child();
}
