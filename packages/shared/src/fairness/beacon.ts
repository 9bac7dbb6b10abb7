/**
 * A public randomness beacon as drand's "quicknet" publishes it (League of Entropy, scheme
 * bls-unchained-g1-rfc9380), checked the same way on the server and in the browser.
 *
 * Round r is published at genesisTime + (r - 1) * period seconds. Its signature is a BLS12-381
 * signature on G1 (48 bytes, RFC 9380 hash-to-curve) of SHA-256(r as 8 bytes big-endian) under the
 * beacon's public key on G2 (96 bytes); its value (the randomness) is SHA-256 of the signature.
 * Nobody can sign a round ahead of the network, and a signature has exactly one value.
 */
import { bls12_381 } from '@noble/curves/bls12-381';

export const BEACON_SCHEME = 'bls-unchained-g1-rfc9380';
/** The hash-to-curve domain of RFC 9380 minimal-signature-size BLS, as quicknet signs. */
export const BEACON_DST = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';

const SIGNATURE_BYTES = 48;
const PUBLIC_KEY_BYTES = 96;
const VALUE_BYTES = 32;

export interface BeaconInfo {
  readonly scheme: string;
  /** The beacon's public key on G2, hex. */
  readonly publicKey: string;
  /** Seconds between rounds. */
  readonly period: number;
  /** When round 1 was published, unix seconds. */
  readonly genesisTime: number;
  /** The hex hash that names the beacon's chain. */
  readonly chainHash: string;
}

export interface BeaconRound {
  readonly round: number;
  /** The round's randomness, hex. */
  readonly value: string;
  readonly signature: string;
}

/** The last round published at `ms` (unix ms); 0 before genesis. */
export function latestRoundAt(info: BeaconInfo, ms: number): number {
  const sinceGenesis = ms - info.genesisTime * 1000;
  return sinceGenesis < 0 ? 0 : Math.floor(sinceGenesis / (info.period * 1000)) + 1;
}

/** When a round is published, unix ms. */
export function roundPublishedAt(info: BeaconInfo, round: number): number {
  return (info.genesisTime + (round - 1) * info.period) * 1000;
}

/** The first round published strictly after `ms`: a round nobody could know at `ms`. */
export function firstRoundAfter(info: BeaconInfo, ms: number): number {
  return latestRoundAt(info, ms) + 1;
}

function isRoundNumber(round: unknown): round is number {
  return Number.isSafeInteger(round) && (round as number) >= 1;
}

function hexOf(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The bytes of a hex string of exactly `length` bytes; null for anything else. */
function bytesOfHex(hex: unknown, length: number): Uint8Array<ArrayBuffer> | null {
  if (typeof hex !== 'string' || hex.length !== length * 2 || !/^[0-9a-f]*$/i.test(hex)) return null;
  return Uint8Array.from({ length }, (_, index) => Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16));
}

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
}

/** What a round's signature signs: SHA-256 of the round number as 8 bytes big-endian. */
export async function beaconMessage(round: number): Promise<Uint8Array> {
  if (!isRoundNumber(round)) throw new RangeError(`not a beacon round: ${round}`);
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(round));
  return sha256(bytes);
}

/** Whether a round is the beacon's own: signed under its public key, with the value its signature gives. Never throws. */
export async function verifyBeaconRound(info: BeaconInfo, round: BeaconRound): Promise<boolean> {
  if (info.scheme !== BEACON_SCHEME || !isRoundNumber(round.round)) return false;
  const signature = bytesOfHex(round.signature, SIGNATURE_BYTES);
  const publicKey = bytesOfHex(info.publicKey, PUBLIC_KEY_BYTES);
  const value = bytesOfHex(round.value, VALUE_BYTES);
  if (!signature || !publicKey || !value) return false;
  if (hexOf(value) !== hexOf(await sha256(signature))) return false;
  const { shortSignatures, G2 } = bls12_381;
  try {
    const message = shortSignatures.hash(await beaconMessage(round.round), BEACON_DST);
    return shortSignatures.verify(shortSignatures.Signature.fromBytes(signature), message, G2.Point.fromBytes(publicKey));
  } catch {
    // Bytes that are not a point of the right group.
    return false;
  }
}

/** The G2 public key of a beacon secret key (32 bytes, hex). */
export function beaconPublicKey(secretKey: string): string {
  return bls12_381.shortSignatures.getPublicKey(secretKey).toHex(true);
}

/**
 * Signs a round as the beacon holding `secretKey` would publish it: for stand-in beacons and tests,
 * whose keys are public, so the variable-time multiplication (much faster for their small keys)
 * leaks nothing worth keeping.
 */
export async function signBeaconRound(secretKey: string, round: number): Promise<BeaconRound> {
  const { shortSignatures } = bls12_381;
  const signature = shortSignatures.hash(await beaconMessage(round), BEACON_DST).multiplyUnsafe(BigInt(`0x${secretKey}`));
  const signatureBytes = new Uint8Array(shortSignatures.Signature.toBytes(signature));
  return { round, value: hexOf(await sha256(signatureBytes)), signature: hexOf(signatureBytes) };
}
