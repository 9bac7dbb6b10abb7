import { randomHex } from './random-hex';

/**
 * A fresh idempotency key for one spending action (one click on "open"): every retry of that
 * action sends the same key, so the server answers the first result and charges once.
 * `crypto.randomUUID` exists only in secure contexts (HTTPS, localhost); on plain HTTP the key is
 * 128 bits from `getRandomValues`, which every context has.
 */
export function newRequestId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : randomHex(16);
}
