import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULE = fileURLToPath(new URL('./shutdown-deadline.ts', import.meta.url));

/** A process that arms the deadline once started and then never lets its event loop turn again. */
function stuckProcess(graceMs: number, arm: boolean) {
  const script = `
    import { shutdownDeadline } from ${JSON.stringify(MODULE)};
    const deadline = shutdownDeadline(${graceMs});
    setTimeout(() => {
      ${arm ? 'deadline.arm();' : ''}
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${arm ? 60_000 : 1_500});
    }, 500);
  `;
  return spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: 'ignore' });
}

describe('the shutdown deadline', () => {
  it('ends a process whose main thread is stuck in a synchronous wait, within the grace period', async () => {
    const started = Date.now();
    const child = stuckProcess(1_000, true);
    const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
    expect({ code, signal }).toEqual({ code: null, signal: 'SIGKILL' });
    // The grace period, plus the time to start node with the TypeScript loader.
    expect(Date.now() - started).toBeLessThan(8_000);
  });

  it('does nothing until armed, and keeps no process alive', async () => {
    const child = stuckProcess(200, false);
    const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
    expect({ code, signal }).toEqual({ code: 0, signal: null });
  });
});
