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
