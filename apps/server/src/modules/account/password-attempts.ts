import type { AccountContext } from './account.context';
import { addToCounter, clearCounter, giveBackToCounter, takeFromCounter } from './abuse-counters.repository';
import type { Captchas } from './captcha';

export interface CaptchaAnswer {
  readonly captchaId?: string | undefined;
  readonly captchaCode?: string | undefined;
}

/** One password attempt, counted before its password is checked. */
export interface PasswordAttempt {
  /** Whether, with this attempt counted as a failure, the next one needs the captcha. */
  readonly nextNeedsCaptcha: boolean;
  /** The password was right: the account's failures are forgiven and the address gets its attempt back. */
  succeeded(): Promise<void>;
}

/**
 * Password failures per account and per address within a window. An attempt is counted before
 * the slow password check, by a conditional increment that refuses once the threshold is reached
 * (see `takeFromCounter`), so however many attempts race, at most the threshold get their password
 * checked without a captcha; past it, an attempt needs a solved captcha and is counted all the same.
 */
export function createPasswordAttempts(ctx: AccountContext, captchas: Captchas) {
  const { limits } = ctx;

  return {
    /**
     * Counts an attempt on an account (the key of the user, so its login name and phone share it)
     * from an address; throws CAPTCHA_REQUIRED or CAPTCHA_WRONG past a threshold without a good captcha.
     */
    async begin(accountKey: string, ip: string, captcha: CaptchaAnswer): Promise<PasswordAttempt> {
      const now = ctx.now();
      const account = { key: accountKey, threshold: limits.loginFailuresPerAccount };
      const address = { key: `login-fail:ip:${ip}`, threshold: limits.loginFailuresPerIp };
      const counters = [account, address];
      const taken = await Promise.all(counters.map(({ key, threshold }) => takeFromCounter(ctx.db, key, threshold, limits.loginFailureWindowMs, now)));
      if (taken.includes(null)) {
        try {
          await captchas.check(captcha.captchaId, captcha.captchaCode);
        } catch (error) {
          // No password is checked, so the attempts this request took under a threshold go back.
          await Promise.all(counters.map(({ key }, index) => (taken[index] === null ? undefined : giveBackToCounter(ctx.db, key, now))));
          throw error;
        }
      }
      const reached = await Promise.all(
        counters.map(async ({ key, threshold }, index) => (taken[index] ?? (await addToCounter(ctx.db, key, limits.loginFailureWindowMs, now))) >= threshold),
      );
      return {
        nextNeedsCaptcha: reached.includes(true),
        async succeeded() {
          await clearCounter(ctx.db, account.key);
          await giveBackToCounter(ctx.db, address.key, now);
        },
      };
    },
  };
}

export type PasswordAttempts = ReturnType<typeof createPasswordAttempts>;
