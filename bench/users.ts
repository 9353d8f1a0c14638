import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { type Result, load, measureLoop, printTable, scratchDatabase, startServer } from './lib.ts';
import { type QueryCounts, countQueries } from './query-count.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { insertBenchCompanies } from './companies.ts';

/**
 * User overview scenario (issue 22): 200,000 users across 1,000 companies (one with 20,000), generated in SQL with
 * generate_series, each holding one role. autocannon runs GET /api/users for the big company (fullText, status and a
 * role, the default order), and the very same repository call runs directly, 50 in flight, in the same run. The API
 * runs twice: with the result cache (repeated searches between writes) and with it off, where every request runs the
 * query as the first search after a change does. Targets: API p99 <= 50 ms and API req/s >= 0.5 x direct, from the
 * cache (PGlite and PostgreSQL) and without it (PostgreSQL; PGlite runs one query at a time, its figure is reported).
 * The child also counts the statements one search sends, cached and not: the permission check must add none.
 * BENCH_USERS_TOTAL scales the data down for a quick try; BENCH_EXPLAIN=1 prints the query plan; BENCH_KEEP_DB=1
 * keeps the PostgreSQL database for EXPLAIN ANALYZE with psql.
 *
 * Like bench/media-pool.ts, this file is the scenario and its server process (BENCH_USERS_CHILD=1).
 */
const TOTAL = Number(process.env.BENCH_USERS_TOTAL ?? 200_000);
const BIG = Math.round(TOTAL / 10);
const COMPANIES = 1_000;
const fullText = 'schmidt';
const seconds = () => Number(process.env.BENCH_SECONDS ?? 10);

type ChildInfo = {
  port: number;
  accessToken: string;
  path: string;
  direct: Result;
  generateMs: number;
  matches: number;
  status: number;
  queries: QueryCounts;
};

const firstNames = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Emma',
  'Felix',
  'Greta',
  'Hannah',
  'Jonas',
  'Lena',
  'Lukas',
  'Maria',
  'Noah',
  'Paul',
  'Sophie',
  'Tim',
];
const lastNames = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Schäfer',
  'Koch',
  'Bauer',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
];
const textArray = (values: string[]) => sql.raw(`ARRAY[${values.map((v) => `'${v}'`).join(',')}]`);

async function child() {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { benchAppConfig } = await import('./app-config.ts');
  const { createCompany, createLoggedInUser } = await import('../apps/server/src/test/factories.ts');
  const { searchUsers } = await import('../apps/server/src/modules/users/repository/search.ts');
  const { createUserSearchCache } = await import('../apps/server/src/modules/users/search/cache.ts');
  const { userSearchQuery } = await import('@plakat/shared');
  const app = await buildApp({ config: benchAppConfig('plakat-bench-users-') });
  const db = app.deps.db;
  const started = performance.now();
  const { company, roleIds } = await createCompany(db, { name: 'Bench Users Company' });
  const { accessToken } = await createLoggedInUser(app.deps, {
    companyId: company.id,
    roleId: roleIds.owner,
    userType: 'companyOwner',
  });
  await insertBenchCompanies(db, COMPANIES - 1);
  await db.execute(sql`INSERT INTO roles (company_id, label, preset, permissions)
    SELECT id, 'Editor', 'editor', '{GET_USERS}' FROM companies WHERE name LIKE 'Bench Company %'`);
  await db.execute(sql`INSERT INTO departments (company_id, name)
    SELECT ${company.id}, 'Abteilung ' || g FROM generate_series(1, 20) g`);
  // Bulk load first, trigram index after: one build is far cheaper than 200,000 index updates. The revision triggers
  // (one bump per row at commit) and the auth revision of a held role rest while loading; nothing is cached yet.
  await db.execute(sql`DROP INDEX IF EXISTS users_company_search_trgm_idx`);
  await db.execute(sql`ALTER TABLE users DISABLE TRIGGER users_user_search_revision`);
  await db.execute(sql`ALTER TABLE user_roles DISABLE TRIGGER user_roles_user_search_revision`);
  await db.execute(sql`ALTER TABLE user_roles DISABLE TRIGGER user_roles_auth_revision`);
  await db.execute(sql`
    WITH others AS (
      SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM companies WHERE name LIKE 'Bench Company %'
    ), g AS (
      SELECT g, CASE WHEN g <= ${BIG} THEN NULL ELSE (g % ${COMPANIES - 1}) END AS n FROM generate_series(1, ${TOTAL}) g
    ), rows AS (
      SELECT coalesce(o.id, ${company.id}::uuid) AS company_id, g.g, o.id IS NULL AS big,
        (${textArray(firstNames)})[1 + g.g % ${firstNames.length}] AS first_name,
        (${textArray(lastNames)})[1 + (g.g / 7) % ${lastNames.length}] AS last_name
      FROM g LEFT JOIN others o ON o.n = g.n
    )
    INSERT INTO users (company_id, email, password_hash, user_type, is_completed, status, affiliation, department_id,
      first_name, last_name, position, entry_date, last_activity_at)
    SELECT company_id, lower(first_name || '.' || last_name) || '.' || g || '@bench.example', 'x', 'companyUser', true,
      (ARRAY['active','active','active','active','active','active','active','active','paused','notActive'])[1 + g % 10],
      CASE WHEN g % 5 = 0 THEN 'external' ELSE 'internal' END,
      CASE WHEN big THEN (SELECT id FROM departments d WHERE d.company_id = rows.company_id ORDER BY d.name
        OFFSET g % 20 LIMIT 1) END,
      first_name, last_name, (ARRAY['Verkauf','Technik','Marketing','Leitung'])[1 + g % 4],
      current_date - (g % 2000), now() - make_interval(days => g % 90, secs => g % 86400)
    FROM rows`);
  // One role each: in the big company editor, viewer, administrator and owner; elsewhere the company's one role.
  await db.execute(sql`INSERT INTO user_roles (user_id, role_id)
    SELECT u.id, CASE WHEN u.company_id = ${company.id}
      THEN (ARRAY[${roleIds.editor}::uuid, ${roleIds.viewer}::uuid, ${roleIds.editor}::uuid, ${roleIds.administrator}::uuid])[1 + u.online_id % 4]
      ELSE r.id END
    FROM users u LEFT JOIN roles r ON r.company_id = u.company_id AND r.preset = 'editor' AND u.company_id <> ${company.id}
    WHERE u.email LIKE '%@bench.example'`);
  await db.execute(sql`ALTER TABLE users ENABLE TRIGGER users_user_search_revision`);
  await db.execute(sql`ALTER TABLE user_roles ENABLE TRIGGER user_roles_user_search_revision`);
  await db.execute(sql`ALTER TABLE user_roles ENABLE TRIGGER user_roles_auth_revision`);
  await db.execute(
    sql`CREATE INDEX users_company_search_trgm_idx ON users USING gin (company_id, (lower("online_id"::text || ' ' || "email" || ' ' || coalesce("first_name", '') || ' ' || coalesce("last_name", ''))) gin_trgm_ops)`,
  );
  await db.execute(sql`VACUUM ANALYZE`);
  const generateMs = Math.round(performance.now() - started);

  const params = { fullText, status: 'active', roles: roleIds.editor } as const;
  const path = `/api/users?${new URLSearchParams(params)}`;
  const query = userSearchQuery.parse(params);
  const search = () => searchUsers(db, company.id, query);
  const matches = (await search()).totalCount;
  const direct = await measureLoop('same query through the driver', 50, seconds(), search);

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}${path}`;
  const get = () => fetch(url, { headers: { authorization: `Bearer ${accessToken}` } });
  const probe = await get();
  const cache = app.contexts.users.searchCache;
  const cachedSearch = cache.search;
  const cacheOff = () => {
    cache.search = createUserSearchCache(0).search;
  };
  const { searchStatement, ...queries } = await countQueries(app.deps.database, get, cacheOff);
  if (process.env.BENCH_EXPLAIN === '1') await explain(db, searchStatement);
  // countQueries switched the cache off for its second count; the load runs with it first.
  cache.search = cachedSearch;
  // The parent asks for a second run without the result cache: every request is a first search after a change.
  process.on('message', (message) => {
    if (message === 'search-cache-off') {
      cacheOff();
      process.send?.('search-cache-off');
    }
  });
  process.send?.({
    port,
    accessToken,
    path,
    direct,
    generateMs,
    matches,
    status: probe.status,
    queries,
  } satisfies ChildInfo);
}

/** The search statement as the app sent it, with EXPLAIN (ANALYZE, BUFFERS), after a warm-up. */
async function explain(db: Db, statement: { text: string; values: unknown[] } | undefined) {
  if (!statement) throw new Error('no search statement was recorded');
  const client = (db as unknown as { $client: { query: (text: string, values: unknown[]) => Promise<unknown> } })
    .$client;
  for (let i = 0; i < 10; i++) await client.query(statement.text, statement.values);
  const plan = (await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values)) as {
    rows: Record<string, string>[];
  };
  console.error(plan.rows.map((r) => Object.values(r)[0]).join('\n'));
}

export async function usersScenario(): Promise<boolean> {
  const scratch = await scratchDatabase('plakat_bench_users');
  const server = await startServer<ChildInfo>(fileURLToPath(import.meta.url), {
    BENCH_USERS_CHILD: '1',
    // Generating 200,000 rows in one statement takes longer than a request may.
    DB_STATEMENT_TIMEOUT: process.env.DB_STATEMENT_TIMEOUT ?? '600s',
    ...(scratch.url ? { DATABASE_URL: scratch.url } : {}),
  });
  const { info } = server;
  const results: Result[] = [info.direct];
  try {
    if (info.status !== 200) throw new Error(`user search answered ${info.status}`);
    const request = {
      url: `http://127.0.0.1:${info.port}${info.path}`,
      headers: { authorization: `Bearer ${info.accessToken}` },
    };
    results.push(await load('GET /api/users, cached', request));
    await new Promise((resolve) => {
      server.child.once('message', resolve);
      server.child.send('search-cache-off');
    });
    results.push(await load('GET /api/users, first after a change', request));
  } finally {
    server.child.kill();
    await new Promise((resolve) =>
      server.child.exitCode !== null ? resolve(null) : server.child.once('exit', resolve),
    );
    await scratch.drop();
  }
  console.log(
    `users: ${TOTAL.toLocaleString('en')} users / ${COMPANIES} companies generated in ${(info.generateMs / 1000).toFixed(1)} s; ` +
      `search for the company with ${BIG.toLocaleString('en')}: fullText '${fullText}', status active, role editor -> ${info.matches} matches`,
  );
  const q = info.queries;
  console.log(
    `users: statements per search (${q.requests} sequential requests each): cached ${q.cached}, without the cache ${q.uncached}`,
  );
  printTable(results);
  const [direct, cached, uncached] = results;
  const ratio = (r: Result) => r.rps / direct.rps;
  const meets = (r: Result) => r.p99 <= 50 && ratio(r) >= 0.5;
  const clean = results.every((r) => r.errors === 0 && r.non2xx === 0);
  // PGlite runs one query at a time: its first-after-change figure is reported, the target is PostgreSQL's.
  const postgres = !!scratch.url;
  const ok = clean && meets(cached) && (!postgres || meets(uncached));
  console.log(
    `users: cached p99 ${cached.p99} ms (target <= 50 ms), ratio ${ratio(cached).toFixed(2)} (target >= 0.5); ` +
      `first after a change p99 ${uncached.p99} ms, ratio ${ratio(uncached).toFixed(2)}` +
      `${postgres ? ' (target: the same)' : ' (PGlite: reported)'} -> ${ok ? 'PASS' : 'FAIL'}`,
  );
  return ok;
}

if (process.env.BENCH_USERS_CHILD === '1') {
  process.on('SIGTERM', () => process.exit(0));
  await child();
}
