import { randomInt, randomUUID } from 'node:crypto';
import type { Locale } from '@lootbay/shared/constants';
import { AppError } from '@lootbay/shared/errors';
import type { SmsPurpose } from '@lootbay/shared/schemas/account';
import type { SmsProvider } from '../../providers/sms/sms.provider';
import type { AccountContext } from './account.context';
import { DAY_MS } from './account.context';
import { giveBackToCounter, takeFromCounter } from './abuse-counters.repository';
import { keyedHash, sameHash } from './secrets';
import { consumeCode, countAttempt, findOpenCode, insertSmsCode, retireOpenCodes } from './sms-codes.repository';

const TEXTS: Record<Locale, (code: string, minutes: number) => string> = {
  cn: (code, minutes) => `【Lootbay】您的验证码是 ${code}，${minutes}分钟内有效，请勿告诉他人。`,
  br: (code, minutes) => `[Lootbay] Seu código de verificação é ${code}, válido por ${minutes} minutos. Não o compartilhe.`,
  en: (code, minutes) => `[Lootbay] Your verification code is ${code}, valid for ${minutes} minutes. Do not share it.`,
};

export interface SendCodeAnswer {
  readonly resendAfter: number;
  readonly validFor: number;
}

export interface SmsCodes {
  send(mobile: string, purpose: SmsPurpose, ip: string, locale: Locale): Promise<SendCodeAnswer>;
  /** Uses a code; throws CODE_WRONG or CODE_ATTEMPTS_EXCEEDED. Each call is one of the code's tries. */
  verify(mobile: string, purpose: SmsPurpose, code: string): Promise<void>;
}

function codeHash(secret: string, mobile: string, purpose: string, code: string): string {
  return keyedHash(secret, 'sms-code', `${mobile}:${purpose}:${code}`);
}

export function createSmsCodes(ctx: AccountContext, sms: SmsProvider, log: { warn(object: object, message: string): void }): SmsCodes {
  const { limits } = ctx;
  return {
    async send(mobile, purpose, ip, locale) {
      const now = ctx.now();
      const code = String(randomInt(0, 100_000)).padStart(5, '0');
      const counters = { resend: `sms-resend:${purpose}:${mobile}`, phone: `sms-phone:${mobile}`, ip: `sms-ip:${ip}`, all: 'sms-all' };
      // The caps and the new code commit together: a refused send uses up no allowance.
      await ctx.transaction(async (trx) => {
        if ((await takeFromCounter(trx, counters.resend, 1, limits.resendMs, now)) === null) {
          throw new AppError('SMS_TOO_FREQUENT', { retryAfter: Math.ceil(limits.resendMs / 1000) });
        }
        if ((await takeFromCounter(trx, counters.phone, limits.codesPerPhonePerDay, DAY_MS, now)) === null) throw new AppError('SMS_DAILY_LIMIT');
        if ((await takeFromCounter(trx, counters.ip, limits.codesPerIpPerDay, DAY_MS, now)) === null) throw new AppError('SMS_DAILY_LIMIT');
        if ((await takeFromCounter(trx, counters.all, limits.codesPerDay, DAY_MS, now)) === null) throw new AppError('SMS_UNAVAILABLE');
        await retireOpenCodes(trx, mobile, purpose, now);
        await insertSmsCode(trx, {
          id: randomUUID(),
          mobile,
          purpose,
          code_hash: codeHash(ctx.secret, mobile, purpose, code),
          created_at: now,
          expires_at: now + limits.codeValidMs,
          attempts: 0,
          consumed_at: null,
          ip: ip.slice(0, 64),
        });
      });
      // The gateway is called after the commit, never inside a transaction.
      try {
        await sms.send({ mobile, purpose, code, text: TEXTS[locale](code, Math.round(limits.codeValidMs / 60_000)) });
      } catch (error) {
        log.warn({ err: error, purpose }, 'sms gateway refused a code');
        // A code the gateway did not take reached nobody: it is retired, and the allowances it
        // took (the wait before another, the day's counts) are given back, so the player may ask again.
        await ctx.transaction(async (trx) => {
          await retireOpenCodes(trx, mobile, purpose, ctx.now());
          for (const key of Object.values(counters)) await giveBackToCounter(trx, key, ctx.now());
        });
        throw new AppError('SMS_UNAVAILABLE');
      }
      return { resendAfter: Math.ceil(limits.resendMs / 1000), validFor: Math.ceil(limits.codeValidMs / 1000) };
    },

    async verify(mobile, purpose, code) {
      const now = ctx.now();
      const open = await findOpenCode(ctx.db, mobile, purpose, now);
      if (!open) throw new AppError('CODE_WRONG');
      // The try is counted before the answer is looked at, so racing guesses share the cap.
      const attempts = await countAttempt(ctx.db, open.id, limits.codeMaxAttempts);
      if (attempts === null) throw new AppError(open.attempts >= limits.codeMaxAttempts ? 'CODE_ATTEMPTS_EXCEEDED' : 'CODE_WRONG');
      if (!sameHash(open.code_hash, codeHash(ctx.secret, mobile, purpose, code))) {
        throw new AppError(attempts >= limits.codeMaxAttempts ? 'CODE_ATTEMPTS_EXCEEDED' : 'CODE_WRONG');
      }
      if (!(await consumeCode(ctx.db, open.id, now))) throw new AppError('CODE_WRONG');
    },
  };
}
