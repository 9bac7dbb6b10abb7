/**
 * The roll of provable fairness (spec points 1, 3 and 7), in one implementation for the server
 * and the browser: WebCrypto (`crypto.subtle`) exists in Node 20 as a global and in every browser.
 *
 * roll point = (first 15 hex digits of HMAC-SHA256(key = secret, message = userSeed + ":" + round),
 *               read as an exact integer) mod 100000 + 1
 * public hash = SHA-256(secret + salt)
 *
 * Keys and messages are the UTF-8 bytes of the strings; digests are lowercase hex.
 */

/** Roll points run from 1 to this number, inclusive. */
export const ROLL_POINT_MAX = 100_000;

/** How many leading hex digits of the digest make the roll: 60 bits, read with BigInt. */
export const ROLL_HEX_DIGITS = 15;

const encoder = new TextEncoder();

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

export async function hmacSha256Hex(key: string, message: string): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return toHex(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
}

/** The message signed for one roll. */
export function rollMessage(userSeed: string, round: number): string {
  return `${userSeed}:${round}`;
}

/**
 * The roll point of a digest. 15 hex digits are 60 bits, past the 2^53 that a JavaScript number
 * holds exactly, so they are read as a BigInt; `parseInt` would round and skew the rolls.
 */
export function rollPointFromDigest(hexDigest: string): number {
  const head = hexDigest.slice(0, ROLL_HEX_DIGITS);
  if (!/^[0-9a-f]{15}$/i.test(head)) throw new RangeError(`not a hex digest: ${hexDigest}`);
  return Number((BigInt(`0x${head}`) % BigInt(ROLL_POINT_MAX)) + 1n);
}

export interface RollInput {
  /** The server secret (the spec's secret hash), revealed when the pair is reset. */
  readonly secret: string;
  readonly userSeed: string;
  readonly round: number;
}

export async function rollPoint({ secret, userSeed, round }: RollInput): Promise<number> {
  if (!Number.isSafeInteger(round) || round < 0) throw new RangeError(`round must be a whole number: ${round}`);
  return rollPointFromDigest(await hmacSha256Hex(secret, rollMessage(userSeed, round)));
}

/** The hash published before play, which commits the server to its secret and salt. */
export function publicHash(secret: string, salt: string): Promise<string> {
  return sha256Hex(secret + salt);
}

export interface RollProof extends RollInput {
  readonly salt: string;
  /** The public hash that was shown before the roll. */
  readonly publicHash: string;
}

export interface RollVerdict {
  readonly rollPoint: number;
  /** True when SHA-256(secret + salt) equals the public hash shown before play. */
  readonly hashMatches: boolean;
}

/** Everything a player checks about a past roll: the commitment and the roll point. */
export async function verifyRoll(proof: RollProof): Promise<RollVerdict> {
  const [point, hash] = await Promise.all([rollPoint(proof), publicHash(proof.secret, proof.salt)]);
  return { rollPoint: point, hashMatches: hash === proof.publicHash.toLowerCase() };
}
