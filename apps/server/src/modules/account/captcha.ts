import { randomUUID } from 'node:crypto';
import { AppError } from '@lootbay/shared/errors';
import type { AccountContext } from './account.context';
import { consumeCaptcha, deleteExpiredCaptchas, insertCaptcha } from './captchas.repository';
import { drawCaptcha, randomCaptchaAnswer } from './captcha-picture';
import { keyedHash, sameHash } from './secrets';

export interface CaptchaChallenge {
  readonly captchaId: string;
  readonly image: string;
  readonly expiresAt: number;
}

function answerHash(secret: string, id: string, answer: string): string {
  return keyedHash(secret, 'captcha', `${id}:${answer.trim().toUpperCase()}`);
}

export function createCaptchas(ctx: AccountContext) {
  return {
    async issue(): Promise<CaptchaChallenge> {
      const now = ctx.now();
      const captchaId = randomUUID();
      const answer = randomCaptchaAnswer();
      const expiresAt = now + ctx.limits.captchaValidMs;
      await deleteExpiredCaptchas(ctx.db, now);
      await insertCaptcha(ctx.db, captchaId, answerHash(ctx.secret, captchaId, answer), expiresAt);
      const image = `data:image/svg+xml;base64,${Buffer.from(drawCaptcha(answer)).toString('base64')}`;
      return { captchaId, image, expiresAt };
    },

    /** Checks an answer; a captcha serves one try, right or wrong. */
    async check(captchaId: string | undefined, answer: string | undefined): Promise<void> {
      if (!captchaId || !answer) throw new AppError('CAPTCHA_REQUIRED', { captchaRequired: true });
      const stored = await consumeCaptcha(ctx.db, captchaId, ctx.now());
      if (!stored || !sameHash(stored, answerHash(ctx.secret, captchaId, answer))) throw new AppError('CAPTCHA_WRONG', { captchaRequired: true });
    },
  };
}

export type Captchas = ReturnType<typeof createCaptchas>;
