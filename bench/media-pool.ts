import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { type Result, load, measureLoop, printTable, scratchDatabase, startServer } from './lib.ts';
import { insertBenchCompanies } from './companies.ts';

/**
 * Media search scenario (issue 21): 500,000 pool files across 1,000 companies (one with 50,000), generated in SQL
 * with generate_series. autocannon runs POST /api/mediapools/search for the big company (a keyword and two filters,
 * newest first), and the very same repository call (the statement the API sends) runs directly, 50 in flight, in the
 * same run. The API runs twice: with the result cache (repeated searches between writes) and with it off, where every
 * request runs the query as the first search after a change does. Targets: API p99 <= 50 ms and API req/s >= 0.5 x
 * direct, both from the cache and (PostgreSQL) without it; PGlite runs one query at a time, its uncached figure is
 * reported. BENCH_MEDIA_TOTAL scales the data down for a quick try;
 * BENCH_KEEP_DB=1 keeps the PostgreSQL database for EXPLAIN ANALYZE with psql.
 *
 * Like bench/displays.ts, this file is the scenario and its server process (BENCH_MEDIA_CHILD=1): PGlite lives in one
 * process, so the data, the direct loop and the app share it.
 */
const TOTAL = Number(process.env.BENCH_MEDIA_TOTAL ?? 500_000);
const BIG = Math.round(TOTAL / 10);
const COMPANIES = 1_000;
const query = { keyword: 'kantine', page: 1, limit: 10, sort: '-date' } as const;
const filter = { type: 'image', isArchived: false } as const;
const seconds = () => Number(process.env.BENCH_SECONDS ?? 10);

type ChildInfo = {
  port: number;
  accessToken: string;
  direct: Result;
  generateMs: number;
  matches: number;
  status: number;
};

async function child() {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { benchAppConfig } = await import('./app-config.ts');
  const { createCompany, createLoggedInUser } = await import('../apps/server/src/test/factories.ts');
  const { searchMediaFiles } = await import('../apps/server/src/modules/media-pool/repository/search.ts');
  const { createMediaSearchCache } = await import('../apps/server/src/modules/media-pool/search/cache.ts');
  const app = await buildApp({ config: benchAppConfig('plakat-bench-media-') });
  const db = app.deps.db;
  const started = performance.now();
  const { company, roleIds } = await createCompany(db, { name: 'Bench Media Company' });
  const { accessToken } = await createLoggedInUser(app.deps, {
    companyId: company.id,
    roleId: roleIds.owner,
    userType: 'companyOwner',
  });
  await insertBenchCompanies(db, COMPANIES - 1);
  // Bulk load first, trigram index after: one build is far cheaper than 500,000 index updates. The revision trigger
  // (one company update per row at commit) is off while loading, as in bench/displays.ts.
  await db.execute(sql`DROP INDEX IF EXISTS media_files_search_trgm_idx`);
  await db.execute(sql`ALTER TABLE media_files DISABLE TRIGGER media_files_media_revision`);
  await db.execute(sql`
    WITH others AS (
      SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM companies WHERE name LIKE 'Bench Company %'
    ), g AS (
      SELECT g, CASE WHEN g <= ${BIG} THEN NULL ELSE (g % ${COMPANIES - 1}) END AS n FROM generate_series(1, ${TOTAL}) g
    ), rows AS (
      SELECT coalesce(o.id, ${company.id}::uuid) AS company_id, g.g,
        (ARRAY['Schaufenster','Eingang','Kantine','Foyer','Wartezimmer','Bäckerei','Empfang','Aufzug','Parkhaus','Café'])[1 + (g.g / 7) % 10] || ' ' || g.g AS title,
        'Motiv ' || g.g || ' für ' || (ARRAY['Frühling','Sommer','Herbst','Winter'])[1 + g.g % 4] AS description,
        ARRAY['werbung', 'motiv' || (g.g % 50)] AS keywords,
        (ARRAY['image/jpeg','image/png','image/webp','video/mp4'])[1 + g.g % 4] AS mime
      FROM g LEFT JOIN others o ON o.n = g.n
    )
    INSERT INTO media_files (company_id, online_id, storage_key, mime, title, description, keywords, resolution, width,
      height, alignment, file_size, media_type, info_access, is_archived, uploaded_on, updated_at, search_text)
    SELECT company_id, g, 'media-pool/bench/' || g, mime, title, description, keywords,
      (ARRAY['HD','FullHD','4KUHD','other'])[1 + g % 4], 1920, 1080, 'horizontal', 100000 + g,
      (ARRAY['general','commercial','background'])[1 + g % 3], (ARRAY['public','private'])[1 + g % 2], g % 9 = 0,
      now() - make_interval(days => g % 400, secs => g % 86400), now(),
      lower(title || E'\\n' || description || E'\\n' || array_to_string(keywords, E'\\n'))
    FROM rows`);
  await db.execute(sql`INSERT INTO media_file_seq (company_id, last)
    SELECT company_id, max(online_id) FROM media_files GROUP BY company_id`);
  await db.execute(sql`ALTER TABLE media_files ENABLE TRIGGER media_files_media_revision`);
  await db.execute(sql`CREATE INDEX media_files_search_trgm_idx ON media_files USING gin (search_text gin_trgm_ops)`);
  await db.execute(sql`VACUUM ANALYZE`);
  const generateMs = Math.round(performance.now() - started);

  const visibility = { access: ['public', 'private'] as ('public' | 'private')[], assignedTo: null };
  const search = () => searchMediaFiles(db, company.id, visibility, query, filter);
  const matches = (await search()).totalCount;
  const direct = await measureLoop('same query through the driver', 50, seconds(), search);

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const probe = await fetch(`http://127.0.0.1:${port}${searchPath()}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(filter),
  });
  // The parent asks for a second run without the result cache: every request is a first search after a change.
  process.on('message', (message) => {
    if (message === 'search-cache-off') {
      app.contexts.mediaPool.searchCache.search = createMediaSearchCache(0).search;
      process.send?.('search-cache-off');
    }
  });
  process.send?.({ port, accessToken, direct, generateMs, matches, status: probe.status } satisfies ChildInfo);
}

const searchPath = () =>
  `/api/mediapools/search?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

export async function mediaPoolScenario(): Promise<boolean> {
  const scratch = await scratchDatabase('plakat_bench_media');
  const server = await startServer<ChildInfo>(fileURLToPath(import.meta.url), {
    BENCH_MEDIA_CHILD: '1',
    // Generating 500,000 rows in one statement takes longer than a request may.
    DB_STATEMENT_TIMEOUT: process.env.DB_STATEMENT_TIMEOUT ?? '600s',
    ...(scratch.url ? { DATABASE_URL: scratch.url } : {}),
  });
  const { info } = server;
  const results: Result[] = [info.direct];
  try {
    if (info.status !== 200) throw new Error(`media search answered ${info.status}`);
    const request = {
      url: `http://127.0.0.1:${info.port}${searchPath()}`,
      method: 'POST' as const,
      headers: { authorization: `Bearer ${info.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(filter),
    };
    results.push(await load('POST /api/mediapools/search, cached', request));
    await new Promise((resolve) => {
      server.child.once('message', resolve);
      server.child.send('search-cache-off');
    });
    results.push(await load('POST /api/mediapools/search, first after a change', request));
  } finally {
    server.child.kill();
    await new Promise((resolve) =>
      server.child.exitCode !== null ? resolve(null) : server.child.once('exit', resolve),
    );
    await scratch.drop();
  }
  console.log(
    `media pool: ${TOTAL.toLocaleString('en')} files / ${COMPANIES} companies generated in ${(info.generateMs / 1000).toFixed(1)} s; ` +
      `search for the company with ${BIG.toLocaleString('en')}: keyword '${query.keyword}', type ${filter.type}, not archived, sort ${query.sort} -> ${info.matches} matches`,
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
    `media pool: cached p99 ${cached.p99} ms (target <= 50 ms), ratio ${ratio(cached).toFixed(2)} (target >= 0.5); ` +
      `first after a change p99 ${uncached.p99} ms, ratio ${ratio(uncached).toFixed(2)}` +
      `${postgres ? ' (target: the same)' : ' (PGlite: reported)'} -> ${ok ? 'PASS' : 'FAIL'}`,
  );
  return ok;
}

if (process.env.BENCH_MEDIA_CHILD === '1') {
  process.on('SIGTERM', () => process.exit(0));
  await child();
}
