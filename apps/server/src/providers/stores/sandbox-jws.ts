import { createHmac, timingSafeEqual } from 'node:crypto';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/**
 * The signing key of a sandbox store, derived from the payment secret so every instance shares it.
 * Real stores sign with their own keys (the App Store with ES256 and a certificate chain); the
 * sandbox uses HMAC because it is both the signer and the verifier.
 */
export function sandboxStoreKey(secret: string, store: string): Buffer {
  return createHmac('sha256', secret).update(`sandbox-store:${store}`).digest();
}

function signature(key: Buffer, signingInput: string): string {
  return createHmac('sha256', key).update(signingInput).digest('base64url');
}

/** A compact JWS (HS256) of `payload`. */
export function signJws(key: Buffer, payload: object): string {
  const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${signingInput}.${signature(key, signingInput)}`;
}

/**
 * The payload of a JWS this key signed, or null. Only the header this sandbox writes is accepted,
 * so `alg: none` or any other algorithm cannot slip through; the signature compares in constant time.
 */
export function openJws(key: Buffer, token: string): unknown {
  const [header, payload, signed, ...rest] = token.split('.');
  if (header !== HEADER || payload === undefined || signed === undefined || rest.length > 0) return null;
  const expected = Buffer.from(signature(key, `${header}.${payload}`));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}
