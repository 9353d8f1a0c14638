import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { type Result, load, measureLoop, printTable, scratchDatabase, startServer } from './lib.ts';
import { insertBenchCompanies } from './companies.ts';

/**
 * Display search scenario (issue 3): 100,000 displays across 1,000 companies (one with 20,000), generated in SQL with
 * generate_series. autocannon runs POST /api/displays/search for the big company (keyword, two filters, a sort), and
 * the very same SQL statement (searchStatement) runs directly through the driver, 50 queries in flight for the same
 * time, in the same run. The API runs twice: as configured by default (repeated searches answered from the result
 * cache, search-cache.ts) and with the cache off (SEARCH_CACHE_ROWS=0: every request runs the query, as the first
 * search after a change does). Targets: API p99 <= 50 ms, API req/s >= 0.5 x direct, the latter for both runs.
 *
 * This file is both the scenario (imported by run.ts) and its server process (forked with BENCH_DISPLAYS_CHILD=1),
 * because PGlite lives inside one process: the data, the direct loop and the app share it.
 */
const TOTAL = 100_000;
const BIG = 20_000;
const COMPANIES = 1_000;
const query = { keyword: 'kantine', page: 1, limit: 10, sort: '-createDate' } as const;
const body = { displayType: 'LCDScreen', status: 'active' } as const;
const seconds = () => Number(process.env.BENCH_SECONDS ?? 10);
const SINGLE_SECONDS = 3;

type ChildInfo = {
  port: number;
  accessToken: string;
  direct: Result;
  single: Result;
  generateMs: number;
  matches: number;
  status: number;
  database: string;
};

async function child() {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { benchAppConfig } = await import('./app-config.ts');
  const { createCompany, createLoggedInUser } = await import('../apps/server/src/test/factories.ts');
  const { ownSearchWhere, searchStatement } = await import('../apps/server/src/modules/displays/repository/search.ts');
  const { preparedRows } = await import('../apps/server/src/db/prepared.ts');
  const { createDisplaySearchCache } = await import('../apps/server/src/modules/displays/search/cache.ts');
  const config = benchAppConfig('plakat-bench-displays-');
  const app = await buildApp({ config });
  const db = app.deps.db;
  const started = performance.now();
  const { company, roleIds } = await createCompany(db, { name: 'Bench Big Company' });
  const { accessToken } = await createLoggedInUser(app.deps, {
    companyId: company.id,
    roleId: roleIds.owner,
    userType: 'companyOwner',
  });
  await db.execute(sql`INSERT INTO categories (company_id, title, color)
    SELECT ${company.id}, 'Kategorie ' || g, '#1677ff' FROM generate_series(1, 5) g`);
  // Bulk load first, index after: building the trigram index once is far cheaper than 100,000 index updates.
  await db.execute(sql`DROP INDEX IF EXISTS displays_search_trgm_idx`);
  // search_text is written inline below with the trigger's expression (migration 0001), so the row trigger can rest.
  await db.execute(sql`ALTER TABLE displays DISABLE TRIGGER displays_search_text`);
  // Likewise the revision bump (one company row update per inserted display at commit); nothing is cached yet.
  await db.execute(sql`ALTER TABLE displays DISABLE TRIGGER displays_display_revision`);
  await insertBenchCompanies(db, COMPANIES - 1);
  await db.execute(sql`
    WITH others AS (
      SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM companies WHERE name LIKE 'Bench Company %'
    ), cats AS (
      SELECT array_agg(id ORDER BY title) AS ids FROM categories WHERE company_id = ${company.id}
    ), g AS (
      SELECT g, CASE WHEN g <= ${BIG} THEN NULL ELSE (g % ${COMPANIES - 1}) END AS n FROM generate_series(1, ${TOTAL}) g
    )
    INSERT INTO displays (company_id, online_id, status, steps_done, title, description, keywords, category_id, accessibility,
      location, share_options, display_type, brand, model, serial_number, sound, alignment, size_inches, resolution,
      available_days, street, house_number, postcode, town, district, federal_state, country, visibility_rate,
      visitor_count, price_credits, is_active, is_locked, token_email, created_at, search_text)
    SELECT coalesce(o.id, ${company.id}), g.g,
      (ARRAY['completed','completed','completed','completed','completed','completed','completed','completed','draft','duplicated'])[1 + g.g % 10],
      5,
      (ARRAY['Schaufenster','Eingang','Kantine','Foyer','Wartezimmer','Bäckerei','Empfang','Aufzug','Parkhaus','Café'])[1 + (g.g / 7) % 10] || ' ' || g.g,
      'Bildschirm Nummer ' || g.g || ' im ' || (ARRAY['Erdgeschoss','ersten Stock','Keller'])[1 + g.g % 3],
      ARRAY['werbung', 'display' || (g.g % 50)],
      CASE WHEN o.id IS NULL THEN (SELECT ids[1 + g.g % 5] FROM cats) END,
      (ARRAY['public','private'])[1 + g.g % 2], (ARRAY['external','internal'])[1 + g.g % 2],
      (ARRAY['share','notShare','restricted'])[1 + g.g % 3],
      (ARRAY['LCDScreen','LCDFloorstand','Tablet','LEDVideoWall','LCDVideoWall','Smartphone','Custom'])[1 + g.g % 7],
      'samsung', 'QM' || (g.g % 100), 'SN-' || g.g, g.g % 2 = 0, (ARRAY['horizontal','vertical'])[1 + g.g % 2],
      (ARRAY[24, 32, 43, 55, 65, 75, 85])[1 + g.g % 7], (ARRAY['HD','FullHD','4KUHD'])[1 + g.g % 3],
      ARRAY['mon','tue','wed','thu','fri'], 'Hauptstraße', (g.g % 200)::text, lpad((10000 + g.g % 89999)::text, 5, '0'),
      (ARRAY['Berlin','Hamburg','München','Köln','Frankfurt'])[1 + g.g % 5], 'Mitte', 'DE-BE', 'DE',
      1 + g.g % 5, 1 + (g.g / 5) % 5, 1 + (g.g / 25) % 5, g.g % 4 <> 0, g.g % 50 = 0, 'player@example.test',
      now() - make_interval(days => g.g % 400, secs => g.g % 86400),
      ''
    FROM g LEFT JOIN others o ON o.n = g.n`);
  await db.execute(sql`UPDATE displays SET search_text = lower(online_id::text || ' ' || title || ' ' || description || ' '
    || coalesce(serial_number, '') || ' ' || coalesce(model, '') || ' ' || array_to_string(keywords, ' '))`);
  await db.execute(sql`ALTER TABLE displays ENABLE TRIGGER displays_search_text`);
  await db.execute(sql`ALTER TABLE displays ENABLE TRIGGER displays_display_revision`);
  await db.execute(
    sql`UPDATE companies c SET display_seq = m.max FROM (SELECT company_id, max(online_id) AS max FROM displays GROUP BY company_id) m WHERE m.company_id = c.id`,
  );
  await db.execute(sql`CREATE INDEX displays_search_trgm_idx ON displays USING gin (search_text gin_trgm_ops)`);
  await db.execute(sql`VACUUM ANALYZE`);
  const generateMs = Math.round(performance.now() - started);

  // The direct run: exactly the statement the API sends, the same way (named prepared statement), 50 in flight, for the same duration.
  const statement = searchStatement(
    ownSearchWhere(company.id, query.keyword, body),
    query.sort,
    undefined,
    query.page,
    query.limit,
  );
  const first = await preparedRows<{ totalCount: string }>(db, statement);
  const matches = Number(first[0]?.totalCount ?? 0);
  if (process.env.BENCH_EXPLAIN === '1') {
    // Warm up first: the first plans of a fresh connection are not what the load sees.
    for (let i = 0; i < 20; i++) await db.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${statement}`);
    const plan = (await db.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${statement}`)) as unknown as {
      rows: Record<string, string>[];
    };
    console.error(plan.rows.map((r) => Object.values(r)[0]).join('\n'));
    const lowered = (await db.execute(sql`SELECT lower('MÜLLER ÄÖ') AS l`)) as unknown as { rows: { l: string }[] };
    console.error('lower():', lowered.rows[0].l);
  }
  const measure = (label: string, inFlight: number, durationSeconds: number) =>
    measureLoop(label, inFlight, durationSeconds, () => preparedRows(db, statement));
  // One at a time first (what a single user waits), then 50 in flight like autocannon's 50 connections.
  const single = await measure('same SQL, 1 at a time', 1, SINGLE_SECONDS);
  const direct = await measure('same SQL through the driver', 50, seconds());

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const probe = await fetch(
    `http://127.0.0.1:${port}/api/displays/search?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  // The parent asks for a second run without the search result cache, to show what the query path alone does.
  process.on('message', (message) => {
    if (message === 'search-cache-off') {
      // The display context holds the cache it was built with: swap its search for one of a cache that is off.
      app.contexts.displays.searchCache.search = createDisplaySearchCache(0).search;
      process.send?.('search-cache-off');
    }
  });
  process.send?.({
    port,
    accessToken,
    direct,
    single,
    generateMs,
    matches,
    status: probe.status,
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
  } satisfies ChildInfo);
}

export async function displaysScenario(): Promise<boolean> {
  const script = fileURLToPath(import.meta.url);
  const scratch = await scratchDatabase('plakat_bench_displays');
  const server = await startServer<ChildInfo>(script, {
    BENCH_DISPLAYS_CHILD: '1',
    ...(scratch.url ? { DATABASE_URL: scratch.url } : {}),
  });
  const { info } = server;
  const results: Result[] = [info.direct];
  const singles: Result[] = [info.single];
  try {
    if (info.status !== 200) throw new Error(`display search answered ${info.status}`);
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const request = {
      url: `http://127.0.0.1:${info.port}/api/displays/search?${qs}`,
      method: 'POST' as const,
      headers: { authorization: `Bearer ${info.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    };
    singles.push(
      await load('POST /api/displays/search, 1 connection', { ...request, connections: 1, duration: SINGLE_SECONDS }),
    );
    results.push(await load('POST /api/displays/search', request));
    await new Promise((resolve) => {
      server.child.once('message', resolve);
      server.child.send('search-cache-off');
    });
    results.push(await load('POST /api/displays/search, SEARCH_CACHE_ROWS=0', request));
  } finally {
    server.child.kill();
    await new Promise((resolve) =>
      server.child.exitCode !== null ? resolve(null) : server.child.once('exit', resolve),
    );
    await scratch.drop();
  }
  console.log(
    `displays: ${TOTAL.toLocaleString('en')} displays / ${COMPANIES} companies generated in ${(info.generateMs / 1000).toFixed(1)} s; ` +
      `search for the company with ${BIG.toLocaleString('en')}: keyword '${query.keyword}', displayType ${body.displayType}, status ${body.status}, sort ${query.sort} -> ${info.matches} matches`,
  );
  printTable([...singles, ...results]);
  const [direct, api, uncached] = results;
  const ratio = api.rps / direct.rps;
  const uncachedRatio = uncached.rps / direct.rps;
  const clean = results.every((r) => r.errors === 0 && r.non2xx === 0);
  const ok = api.p99 <= 50 && ratio >= 0.5 && uncachedRatio >= 0.5 && clean;
  console.log(
    `displays: API p99 ${api.p99} ms (target <= 50 ms), ratio ${ratio.toFixed(2)} (target >= 0.5); ` +
      `without the result cache: p99 ${uncached.p99} ms, ratio ${uncachedRatio.toFixed(2)} (target >= 0.5) -> ${ok ? 'PASS' : 'FAIL'}`,
  );
  return ok;
}

if (process.env.BENCH_DISPLAYS_CHILD === '1') {
  process.on('SIGTERM', () => process.exit(0));
  await child();
}
