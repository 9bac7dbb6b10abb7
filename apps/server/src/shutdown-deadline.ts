import { Worker } from 'node:worker_threads';

/**
 * The watchdog runs in a thread of its own: once armed it ends the process after the grace period,
 * whatever the main thread does. A timer on the main thread would fire only if its event loop
 * turned again, which a synchronous wait or a runaway loop never lets it do.
 */
const WATCHDOG = `
const { parentPort, workerData } = require('node:worker_threads');
parentPort.once('message', () => {
  setTimeout(() => process.kill(workerData.pid, 'SIGKILL'), workerData.graceMs);
});
`;

export interface ShutdownDeadline {
  /** From now, the process is gone within the grace period. */
  arm(): void;
}

/** Started with the server, so arming it at a signal needs nothing new from the main thread. */
export function shutdownDeadline(graceMs: number): ShutdownDeadline {
  // Plain node in the thread: no loader of the main thread's (`--import`), which could wait on it.
  const watchdog = new Worker(WATCHDOG, { eval: true, execArgv: [], workerData: { pid: process.pid, graceMs } });
  watchdog.unref();
  return { arm: () => watchdog.postMessage('arm') };
}
