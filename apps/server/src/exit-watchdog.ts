import { Worker } from 'node:worker_threads';

// Plain CommonJS run by the worker: a timer that kills the whole process.
const watchdogSource = `
const { workerData } = require('node:worker_threads');
setTimeout(() => process.kill(workerData.pid, 'SIGKILL'), workerData.ms);
`;

/**
 * Kills this process (SIGKILL) in `ms`, from a thread of its own: a timer on the main thread cannot fire while that
 * thread is blocked, and a logger can block it at exit (pino writes what it holds synchronously in its `exit` handler,
 * which waits for as long as a pipe's reader does not read). Does not keep the process alive. PID 1 cannot be killed
 * this way (the kernel ignores it): run under an init.
 */
export function killAfter(ms: number): void {
  new Worker(watchdogSource, { eval: true, workerData: { pid: process.pid, ms } }).unref();
}
