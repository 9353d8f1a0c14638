import { type ChildProcess, fork } from 'node:child_process';
import autocannon from 'autocannon';

export type Result = { label: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };

/** Runs autocannon (50 connections, 10 s unless BENCH_SECONDS says otherwise) and keeps the figures we report. */
export async function load(label: string, opts: autocannon.Options): Promise<Result> {
  const result = await autocannon({ connections: 50, duration: Number(process.env.BENCH_SECONDS ?? 10), ...opts });
  return {
    label,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Starts a server script in its own process (so the load generator does not share its event loop) and waits for its ready message. */
export function startServer<T>(
  script: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; info: T }> {
  return new Promise((resolve, reject) => {
    const child = fork(script, {
      execArgv: ['--import', 'tsx', ...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : [])],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('message', (info) => resolve({ child, info: info as T }));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

export function printTable(rows: Result[]) {
  console.table(
    rows.map((r) => ({
      scenario: r.label,
      'req/s': r.rps,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      errors: r.errors,
      'non-2xx': r.non2xx,
    })),
  );
}

/** Runs `run` with `inFlight` calls at a time for `durationSeconds` and reports it like autocannon (the direct SQL). */
export async function measureLoop(
  label: string,
  inFlight: number,
  durationSeconds: number,
  run: () => Promise<unknown>,
): Promise<Result> {
  const latencies: number[] = [];
  const until = performance.now() + durationSeconds * 1000;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        await run();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? 0);
  return {
    label,
    rps: Math.round(latencies.length / durationSeconds),
    p50: pct(50),
    p99: pct(99),
    errors: 0,
    non2xx: 0,
  };
}

/**
 * With DATABASE_URL a scenario's generated rows go into a throwaway database on that server (`<prefix>_<time>`),
 * dropped afterwards (BENCH_KEEP_DB=1 keeps it for a look with psql); without it, PGlite in the scenario's process.
 */
export async function scratchDatabase(prefix: string): Promise<{ url?: string; drop: () => Promise<void> }> {
  const server = process.env.DATABASE_URL;
  if (!server) return { drop: async () => {} };
  const { default: pg } = await import('pg');
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  if (process.env.BENCH_KEEP_DB === '1')
    return { url: url.toString(), drop: async () => console.log(`kept database ${name}`) };
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
