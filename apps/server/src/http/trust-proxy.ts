import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which proxies may tell the client's address in X-Forwarded-For (Fastify's `trustProxy`): a
 * number trusts that many hops, the nearest first; a list trusts those addresses or CIDR ranges;
 * false trusts none. The client's address is then the right-most entry that no trusted proxy
 * wrote, so whatever the client puts in the header itself is never taken for its address.
 */
export type TrustProxy = false | number | readonly string[];

/** Names proxy-addr (behind Fastify's `trustProxy`) accepts in place of ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * TRUST_PROXY: `false` or `0` (the default, the server faces clients directly), a hop count (`1`
 * for one nginx in front), or a comma-separated list of the proxies' addresses or ranges. `true`
 * is refused: it trusts every hop, so the left-most entry, which the client writes, would become
 * its address and every per-address limit could be bypassed.
 */
export const trustProxySetting = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): TrustProxy => {
    const lower = value.toLowerCase();
    if (['false', 'no', 'off', '0'].includes(lower)) return false;
    if (['true', 'yes', 'on'].includes(lower)) {
      ctx.addIssue({
        code: 'custom',
        message: 'true would trust every hop, so a client could choose its own address: give the number of proxies in front (1 for one nginx) or their addresses',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.find((entry) => !isProxyAddress(entry));
    if (wrong !== undefined) {
      ctx.addIssue({ code: 'custom', message: `"${wrong}" is neither a number of proxies nor a proxy address or CIDR range` });
      return z.NEVER;
    }
    return entries;
  });

/**
 * The setting in the form Fastify takes. Fastify 5 no longer honours a bare hop count (it trusts
 * nothing then), so a count becomes the function it would have been: the nearest `hops` addresses
 * are proxies. A count cannot tell a proxy from a client that reaches the server directly, which
 * is why docs/operations.md has the instances listen only where the proxy reaches them, or name
 * the proxy's address instead.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return trust === 0 ? false : (_address, hop) => hop < trust;
  return trust === false ? false : [...trust];
}
