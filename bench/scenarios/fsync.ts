import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Measurement } from '../measure';
import type { Scenario } from '../scenario';

/**
 * How many durable writes the disk takes per second: a 4 KiB write and fdatasync, in a loop, on the
 * disk the databases use. A commit costs at least one, so this bounds commits per second; group
 * commit is the way past it for SQLite, PostgreSQL shares its WAL flushes by itself.
 */
async function run({ seconds }: { seconds: number }): Promise<Measurement> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lootbay-fsync-'));
  const fd = fs.openSync(path.join(dir, 'probe'), 'w');
  const page = Buffer.alloc(4096, 1);
  const latencies: number[] = [];
  const stopAt = performance.now() + seconds * 1000;
  try {
    while (performance.now() < stopAt) {
      const started = performance.now();
      fs.writeSync(fd, page, 0, page.length, 0);
      fs.fdatasyncSync(fd);
      latencies.push(performance.now() - started);
    }
  } finally {
    fs.closeSync(fd);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  latencies.sort((a, b) => a - b);
  const at = (p: number) => Number((latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0).toFixed(3));
  return { requestsPerSecond: Math.round(latencies.length / seconds), p50Ms: at(0.5), p99Ms: at(0.99), errors: 0, non2xx: 0 };
}

export const fsyncRate: Scenario = { name: 'fsync', run };
