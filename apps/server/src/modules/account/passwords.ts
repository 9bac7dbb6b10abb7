import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import fs from 'node:fs';

/** scrypt with N = 2^17, r = 8, p = 1 (OWASP's recommendation); it needs 128 MiB, so maxmem is raised. */
export const PASSWORD_LOG_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: MAX_MEMORY };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * `scrypt$17$8$1$<salt base64>$<hash base64>`: the parameters travel with the hash, so they can be
 * raised later. `logN` is the work asked (the limits' `passwordLogN`: tests ask less; production refuses it).
 */
export async function hashPassword(password: string, logN = PASSWORD_LOG_N): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, logN, R, P);
  return ['scrypt', logN, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

// Verifying against no hash still does the work, so a missing account answers as slowly as a wrong password.
const DUMMY_SALT = randomBytes(16);

/** Checks a password against its stored hash; `missingLogN` is the work spent when there is none. */
export async function verifyPassword(password: string, stored: string | null, missingLogN = PASSWORD_LOG_N): Promise<boolean> {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') {
    await derive(password, DUMMY_SALT, missingLogN, R, P);
    return false;
  }
  const [, logN, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash ?? '', 'base64');
  const actual = await derive(password, Buffer.from(salt ?? '', 'base64'), Number(logN), Number(r), Number(p));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

let commonPasswords: Set<string> | null = null;

/** The 1,000 most common passwords (from the zxcvbn frequency list, MIT), compared without case. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    fs
      .readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return commonPasswords.has(password.toLowerCase());
}
