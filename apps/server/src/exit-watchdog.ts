import { Worker } from 'node:worker_threads';

// Plain CommonJS run by the worker: a timer that kills the whole process, which a message can move.
const watchdogSource = `
const { parentPort, workerData } = require('node:worker_threads');
const kill = () => process.kill(workerData.pid, 'SIGKILL');
let timer = setTimeout(kill, workerData.ms);
parentPort.on('message', (ms) => {
  clearTimeout(timer);
  timer = setTimeout(kill, ms);
});
`;

export type ExitWatchdog = {
  /** Kill the process in `ms` instead (a second signal). */
  fireIn(ms: number): void;
};

/**
 * Kills this process (SIGKILL) after `ms`, from a thread of its own: a timer on the main thread cannot fire while
 * that thread is blocked, and a logger can block it at exit (pino flushes synchronously in its `exit` handler, and
 * sonic-boom retries a write to a broken or full pipe forever). Does not keep the process alive.
 */
export function armExitWatchdog(ms: number): ExitWatchdog {
  const worker = new Worker(watchdogSource, { eval: true, workerData: { pid: process.pid, ms } });
  worker.unref();
  return { fireIn: (later) => worker.postMessage(later) };
}
