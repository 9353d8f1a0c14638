import { fileURLToPath } from 'node:url';
import { displaysScenario } from './displays.ts';
import { mediaPoolScenario } from './media-pool.ts';
import { notificationsScenario } from './notifications.ts';
import { uploadsScenario } from './uploads.ts';
import { usersScenario } from './users.ts';
import { type Result, load, printTable, startServer } from './lib.ts';

/**
 * `npm run bench`: GET /api/users/profile through the whole app next to a bare node:http server answering the same
 * JSON, in the same run on the same machine, so the ratio says what the framework, auth and database cost.
 * Targets (issue 2): ratio >= 0.35 and p99 <= 20 ms.
 */
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

async function profileScenario(): Promise<boolean> {
  const app = await startServer<{ port: number; accessToken: string; profileBody: string; status: number }>(
    here('./app-server.ts'),
  );
  if (app.info.status !== 200) throw new Error(`profile answered ${app.info.status}: ${app.info.profileBody}`);
  const bare = await startServer<{ port: number }>(here('./bare-server.ts'), { BENCH_BODY: app.info.profileBody });
  const results: Result[] = [];
  try {
    results.push(await load('bare node:http (same JSON)', { url: `http://127.0.0.1:${bare.info.port}/` }));
    results.push(
      await load('GET /api/users/profile', {
        url: `http://127.0.0.1:${app.info.port}/api/users/profile`,
        headers: { authorization: `Bearer ${app.info.accessToken}` },
      }),
    );
  } finally {
    app.child.kill();
    bare.child.kill();
  }
  printTable(results);
  const [reference, api] = results;
  const ratio = api.rps / reference.rps;
  const ok = ratio >= 0.35 && api.p99 <= 20 && api.errors === 0 && api.non2xx === 0;
  console.log(
    `profile: ratio ${ratio.toFixed(2)} (target >= 0.35), p99 ${api.p99} ms (target <= 20 ms) -> ${ok ? 'PASS' : 'FAIL'}`,
  );
  return ok;
}

const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)';
console.log(`Plakat benchmarks on ${database}, 50 connections, ${process.env.BENCH_SECONDS ?? 10} s per scenario`);
let ok = await profileScenario();
// BENCH_DISPLAYS=0 skips the display search scenario (issue 3).
if (process.env.BENCH_DISPLAYS !== '0') ok = (await displaysScenario()) && ok;
// BENCH_MEDIA=0 skips the media search scenario (issue 21).
if (process.env.BENCH_MEDIA !== '0') ok = (await mediaPoolScenario()) && ok;
// BENCH_USERS=0 skips the user overview scenario (issue 22).
if (process.env.BENCH_USERS !== '0') ok = (await usersScenario()) && ok;
// BENCH_UPLOADS=0 skips the upload scenario (issue 21; BENCH_UPLOAD_SIZE_MB, BENCH_UPLOAD_COUNT scale it).
if (process.env.BENCH_UPLOADS !== '0') ok = (await uploadsScenario()) && ok;
// BENCH_NOTIFICATIONS=0 skips the notification list and fan-out scenario (issue 23).
if (process.env.BENCH_NOTIFICATIONS !== '0') ok = (await notificationsScenario()) && ok;
process.exit(ok ? 0 : 1);
