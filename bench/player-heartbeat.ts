import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';
import { type Result, load, printTable, startServer } from './lib.ts';

/**
 * `npm run bench:player` (issue 25): 1,000 paired screens send their heartbeat (every 30 s in real life) through the
 * whole app: the credential lookup with its display, then the status upsert. (a) The target load: 1,000 heartbeats a
 * minute, spread evenly over the players (autocannon at a fixed overall rate, BENCH_PLAYER_SECONDS, default 60 s, so
 * one full minute of 1,000 players); target p99 <= 50 ms. (b) Headroom: 50 connections as fast as they can for
 * BENCH_SECONDS (10 s), rotating over the same 1,000 players. Run it against PostgreSQL with DATABASE_URL (the target
 * is stated for PostgreSQL); without it, PGlite.
 *
 * This file is the scenario and its server process (BENCH_PLAYER_CHILD=1).
 */
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1000);
const PER_MINUTE = Number(process.env.BENCH_PLAYER_RATE ?? 1000);

type Screen = { displayId: string; credential: string };
type ChildInfo = { port: number; screens: Screen[]; status: number; generateMs: number };

async function child() {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { benchAppConfig } = await import('./app-config.ts');
  const { createLoggedInUser, createDisplay, companyOf } = await import('../apps/server/src/test/factories.ts');
  const { credentialRepo } = await import('../apps/server/src/modules/player/repository/index.ts');
  const { hashSecret, newSecret } = await import('../apps/server/src/modules/player/secrets.ts');
  const app = await buildApp({ config: benchAppConfig('plakat-bench-player-') });
  const started = performance.now();
  const owner = await createLoggedInUser(app.deps, { firstName: 'Bench', lastName: 'Player' });
  const companyId = companyOf(owner);
  const screens: Screen[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const display = await createDisplay(app.deps.db, companyId);
    const credential = newSecret();
    await credentialRepo(app.deps.db).insert({
      companyId,
      displayId: display.id,
      tokenHash: hashSecret(credential),
      displayTokenHash: null,
    });
    screens.push({ displayId: display.id, credential });
  }
  const generateMs = Math.round(performance.now() - started);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const probe = await fetch(`http://127.0.0.1:${port}/api/player/displays/${screens[0].displayId}/heartbeat`, {
    method: 'POST',
    headers: { authorization: `Bearer ${screens[0].credential}`, 'content-type': 'application/json' },
    body: JSON.stringify(beat(0)),
  });
  process.send?.({ port, screens, status: probe.status, generateMs } satisfies ChildInfo);
}

const beat = (n: number) => ({
  currentItemId: `item-${n % 7}`,
  currentTitle: `Item ${n % 7}`,
  manifestVersion: 'bench-1',
  cacheBytes: 250_000_000,
  uptimeSeconds: 3600 + n,
  clockOffsetMs: (n % 40) - 20,
  heapBytes: 40_000_000,
});

/** autocannon's requests: each one the next player's heartbeat, round robin over all of them. */
function heartbeats(screens: Screen[]): autocannon.Request[] {
  let next = 0;
  return [
    {
      method: 'POST',
      setupRequest: (request) => {
        const n = next++;
        const screen = screens[n % screens.length];
        return {
          ...request,
          path: `/api/player/displays/${screen.displayId}/heartbeat`,
          headers: { authorization: `Bearer ${screen.credential}`, 'content-type': 'application/json' },
          body: JSON.stringify(beat(n)),
        };
      },
    },
  ];
}

export async function playerHeartbeatScenario(): Promise<boolean> {
  const here = fileURLToPath(import.meta.url);
  const server = await startServer<ChildInfo>(here, { BENCH_PLAYER_CHILD: '1' });
  const { port, screens, status, generateMs } = server.info;
  const results: Result[] = [];
  try {
    if (status !== 200) throw new Error(`the probe heartbeat answered ${status}`);
    console.log(`${screens.length} paired screens set up in ${generateMs} ms`);
    const url = `http://127.0.0.1:${port}`;
    const seconds = Number(process.env.BENCH_PLAYER_SECONDS ?? 60);
    results.push(
      await load(`${PER_MINUTE} heartbeats/min, ${screens.length} players`, {
        url,
        connections: 10,
        overallRate: Math.max(1, Math.round(PER_MINUTE / 60)),
        duration: seconds,
        requests: heartbeats(screens),
      }),
    );
    results.push(
      await load('heartbeats, 50 connections flat out', { url, connections: 50, requests: heartbeats(screens) }),
    );
  } finally {
    server.child.kill();
  }
  printTable(results);
  const [target, flat] = results;
  const ok = target.p99 <= 50 && target.errors === 0 && target.non2xx === 0 && flat.non2xx === 0;
  console.log(
    `player heartbeat: p99 ${target.p99} ms at ${PER_MINUTE}/min (target <= 50 ms); headroom ${flat.rps} req/s ` +
      `(${Math.round((flat.rps * 60) / PER_MINUTE)}x the target load), p99 ${flat.p99} ms -> ${ok ? 'PASS' : 'FAIL'}`,
  );
  return ok;
}

if (process.env.BENCH_PLAYER_CHILD === '1') {
  await child();
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)';
  console.log(`Plakat player heartbeat benchmark on ${database}`);
  process.exit((await playerHeartbeatScenario()) ? 0 : 1);
}
