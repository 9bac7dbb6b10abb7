import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { AppError } from '@lootbay/shared/errors';
import type { CaptchaChallenge } from '@lootbay/shared/schemas/account';
import type { AccountContext } from './account.context';
import { consumeCaptcha, deleteExpiredCaptchas, insertCaptcha } from './captchas.repository';
import { keyedHash, sameHash } from './secrets';

/**
 * The work a captcha costs (`limits.captchaWork`): PBKDF2-SHA-256 at `cost` iterations per counter,
 * tried from 0 up to the counter the server drew in [counterMin, counterMax], so 2.5 million
 * iterations on average at the defaults.
 * Measured on one core of the 2-core test machine: 0.44 s in Chromium's WebCrypto, 0.7 s with
 * node:crypto; a phone, several times slower per core, runs one worker per core and takes about a
 * second. A script pays the same CPU on every attempt: the answer is a hash no parsing can shortcut.
 */
const ALGORITHM = 'PBKDF2/SHA-256';

export interface CaptchaIssued {
  readonly captchaId: string;
  readonly challenge: CaptchaChallenge;
  readonly expiresAt: number;
}

export function createCaptchas(ctx: AccountContext) {
  // altcha-lib signs the key it expects (HMAC-SHA-256 under this secret as UTF-8), the signature its own
  // verification checks a key against; the row keeps it as the answer's hash and a key is signed the same way.
  const keySecret = keyedHash(ctx.secret, 'captcha', 'key-signature');
  const keySignature = (keyHex: string) => createHmac('sha256', keySecret).update(Buffer.from(keyHex, 'hex')).digest('hex');

  return {
    /** A new proof-of-work challenge, valid `captchaValidMs`, answered by the key its counter derives. */
    async issue(): Promise<CaptchaIssued> {
      const now = ctx.now();
      const expiresAt = now + ctx.limits.captchaValidMs;
      const work = ctx.limits.captchaWork;
      const { parameters } = await createChallenge({
        algorithm: ALGORITHM,
        cost: work.cost,
        counter: randomInt(work.counterMin, work.counterMax + 1),
        deriveKey,
        // Required beside the key secret; the challenge's own signature is not sent, since the row stands for it.
        hmacSignatureSecret: keyedHash(ctx.secret, 'captcha', 'challenge-signature'),
        hmacKeySignatureSecret: keySecret,
      });
      if (!parameters.keySignature) throw new Error('altcha-lib made a challenge without a key signature');
      const captchaId = randomUUID();
      await deleteExpiredCaptchas(ctx.db, now);
      await insertCaptcha(ctx.db, captchaId, parameters.keySignature, expiresAt);
      const { cost, keyLength, keyPrefix, nonce, salt } = parameters;
      return { captchaId, challenge: { algorithm: ALGORITHM, cost, keyLength, keyPrefix, nonce, salt }, expiresAt };
    },

    /** Checks a solved challenge's key; a captcha serves one try, right or wrong, before it expires. */
    async check(captchaId: string | undefined, key: string | undefined): Promise<void> {
      if (!captchaId || !key) throw new AppError('CAPTCHA_REQUIRED', { captchaRequired: true });
      const stored = await consumeCaptcha(ctx.db, captchaId, ctx.now());
      if (!stored || !/^[0-9a-f]+$/.test(key) || !sameHash(stored, keySignature(key))) throw new AppError('CAPTCHA_WRONG', { captchaRequired: true });
    },
  };
}

export type Captchas = ReturnType<typeof createCaptchas>;
