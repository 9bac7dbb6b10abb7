import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { CaptchaChallenge } from '@lootbay/shared/schemas/account';
import type { TestApp } from './app';

/** Does a challenge's proof of work as the browser does (altcha-lib, here on node:crypto); answers the key found, in hex. */
export async function solveCaptchaChallenge(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge: { parameters: challenge }, deriveKey });
  if (!solution) throw new Error('the captcha challenge was not solved in time');
  return solution.derivedKey;
}

/** Passes the captcha as the web app does: asks `/api/getVerifyCodeImg` for a challenge and solves it. */
export async function solveCaptcha(testApp: TestApp): Promise<{ captchaId: string; captchaCode: string }> {
  const answer = await testApp.call<{ captchaId: string; challenge: CaptchaChallenge }>('/api/getVerifyCodeImg');
  if (answer.code !== 100) throw new Error(`no captcha: ${answer.code} ${answer.msg}`);
  return { captchaId: answer.data.captchaId, captchaCode: await solveCaptchaChallenge(answer.data.challenge) };
}
