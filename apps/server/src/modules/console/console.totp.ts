import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;
const ISSUER = 'Lootbay Console';

function totpOf(secret: string, account: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: account, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** A new authenticator secret, base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` address an authenticator app scans. */
export function otpauthUrl(secret: string, account: string): string {
  return totpOf(secret, account).toString();
}

/**
 * The time step a code belongs to, if it is valid now or one step either side (clock drift);
 * null otherwise. Callers accept each step once, so a seen code cannot be replayed.
 */
export function totpStep(secret: string, account: string, code: string | undefined, now: number): number | null {
  if (!code || !/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret, account).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The code an authenticator shows at a moment (tests and the development log's owner). */
export function totpCode(secret: string, now: number): string {
  return totpOf(secret, 'x').generate({ timestamp: now });
}
