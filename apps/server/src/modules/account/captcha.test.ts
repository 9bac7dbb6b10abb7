import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captchaAnswerSchema } from '@lootbay/shared/schemas/account';
import { solveCaptchaChallenge } from '../../../test/helpers/captcha';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { createAccountKit, refusal, type AccountKit } from '../../../test/kits/account';
import { DEFAULT_ACCOUNT_LIMITS, type CaptchaWork } from './account.context';

/** The rules do not depend on how much work is asked: all but one test ask a little, one the real amount. */
const LIGHT_WORK: CaptchaWork = { cost: 10, counterMin: 20, counterMax: 80 };

describe.each(TEST_DIALECTS)('the proof-of-work captcha on %s', (dialect) => {
  let kit: AccountKit;
  beforeEach(async () => {
    kit = await createAccountKit(dialect, { captchaWork: LIGHT_WORK });
  });
  afterEach(async () => {
    await kit.dispose();
  });

  const issue = () => kit.account.captchas.issue();
  const check = (captchaId: string | undefined, answer: string | undefined) => kit.account.captchas.check(captchaId, answer);

  it('hands out a challenge that holds no answer, only the work to find it', async () => {
    const captcha = await issue();
    expect(captchaAnswerSchema.parse(captcha)).toEqual(captcha);
    // Only what the solver needs: no picture to read, no key signature, no counter.
    expect(Object.keys(captcha.challenge).sort()).toEqual(['algorithm', 'cost', 'keyLength', 'keyPrefix', 'nonce', 'salt']);
    expect(captcha.challenge).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: LIGHT_WORK.cost, keyLength: 32, keyPrefix: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(captcha.expiresAt).toBe(kit.clock.now + 2 * 60_000);
    expect((await issue()).challenge.nonce).not.toBe(captcha.challenge.nonce);
  });

  it('accepts the key its proof of work finds, once: a replay of a solved challenge fails', async () => {
    await kit.dispose();
    kit = await createAccountKit(dialect);
    const captcha = await issue();
    expect(captcha.challenge.cost).toBe(DEFAULT_ACCOUNT_LIMITS.captchaWork.cost);
    const key = await solveCaptchaChallenge(captcha.challenge);
    expect(key.startsWith(captcha.challenge.keyPrefix)).toBe(true);
    await check(captcha.captchaId, key);
    expect(await refusal(check(captcha.captchaId, key))).toBe('CAPTCHA_WRONG');
  });

  it('serves one try: after a wrong key, the right one fails too', async () => {
    const captcha = await issue();
    const key = await solveCaptchaChallenge(captcha.challenge);
    // The prefix is public; the rest of the key is what the work finds.
    expect(await refusal(check(captcha.captchaId, captcha.challenge.keyPrefix + '0'.repeat(32)))).toBe('CAPTCHA_WRONG');
    expect(await refusal(check(captcha.captchaId, key))).toBe('CAPTCHA_WRONG');
  });

  it('expires after 2 minutes', async () => {
    const captcha = await issue();
    const key = await solveCaptchaChallenge(captcha.challenge);
    kit.clock.now += 2 * 60_000;
    expect(await refusal(check(captcha.captchaId, key))).toBe('CAPTCHA_WRONG');
  });

  it('does not let the key of one challenge answer another', async () => {
    const [first, second] = [await issue(), await issue()];
    const key = await solveCaptchaChallenge(first.challenge);
    expect(await refusal(check(second.captchaId, key))).toBe('CAPTCHA_WRONG');
  });

  it('asks for the captcha when none is given, and refuses an unknown one', async () => {
    expect(await refusal(check(undefined, undefined))).toBe('CAPTCHA_REQUIRED');
    expect(await refusal(check('no-such-captcha', 'ab'.repeat(32)))).toBe('CAPTCHA_WRONG');
  });
});
