import { once } from 'node:events';
import { createServer } from 'node:net';

/** A loopback port no one listens on, for a process a test or the benchmark starts. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}
