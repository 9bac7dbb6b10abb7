import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { latestRoundAt, signBeaconRound, type BeaconRound } from '@lootbay/shared/fairness/beacon';
import type { SandboxBeacon } from '../../src/providers/beacon/sandbox-beacon';

/** The key a forging relay signs with: a valid signature and value, by the wrong key. */
const FORGER_KEY = '0f'.repeat(32);

export interface DrandRelayDouble {
  /** The relay root to give as a base URL. */
  readonly url: string;
  /** Paths asked so far (answered or not). */
  readonly received: readonly string[];
  /** Answer every request with a 500, as a relay does while its nodes cannot be reached. */
  down: boolean;
  /** Never answer (for timeouts). */
  hang: boolean;
  /** Serve rounds signed by another key, their values made to match. */
  forge: boolean;
  /** Describe another chain in /info, as a relay of another network would. */
  otherChain: boolean;
  close(): Promise<void>;
}

/**
 * A drand HTTP relay (v1 API) serving a sandbox beacon: `GET /{chainHash}/info` is the chain's
 * description, `/{chainHash}/public/{round}` and `/public/latest` are `{ round, randomness,
 * signature }`. A round not yet published is 425 Too Early, as drand's http-relay answers (it
 * long-polls the very next round instead; the double does not wait), an unknown chain 404, a
 * round that is not a number 400. It can be told to be down (500), hang, forge or name another chain.
 */
export async function startDrandRelayDouble(beacon: SandboxBeacon, options: { clock?: () => number; host?: string; port?: number } = {}): Promise<DrandRelayDouble> {
  const clock = options.clock ?? Date.now;
  const info = await beacon.info();
  const received: string[] = [];

  function send(response: ServerResponse, status: number, body: object | string): void {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    response.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json', 'content-length': Buffer.byteLength(text) });
    response.end(text);
  }

  async function served(n: number): Promise<BeaconRound | null> {
    const round = await beacon.round(n);
    return round && double.forge ? signBeaconRound(FORGER_KEY, n) : round;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://relay.invalid').pathname;
    received.push(path);
    if (double.hang) return;
    if (double.down) return send(response, 500, 'Failed to get beacon\n');
    const match = /^\/([0-9a-f]{64})\/(info|public\/([^/]+))$/.exec(path);
    if (request.method !== 'GET' || !match || match[1] !== info.chainHash) return send(response, 404, '404 page not found\n');
    if (match[2] === 'info') return send(response, 200, double.otherChain ? { ...beacon.chainInfo, hash: 'ab'.repeat(32) } : beacon.chainInfo);
    const n = match[3] === 'latest' ? latestRoundAt(info, clock()) : Number(match[3]);
    if (!Number.isSafeInteger(n) || n < 1) return send(response, 400, `Failed to parse round parameter "${match[3]}"\n`);
    const round = await served(n);
    if (!round) return send(response, 425, 'Requested future beacon\n');
    send(response, 200, { round: round.round, randomness: round.value, signature: round.signature });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => send(response, 500, `${(error as Error).message}\n`));
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;

  const double: DrandRelayDouble = {
    url: `http://${host}:${port}`,
    received,
    down: false,
    hang: false,
    forge: false,
    otherChain: false,
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
  return double;
}
