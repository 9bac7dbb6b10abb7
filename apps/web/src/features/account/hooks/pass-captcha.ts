import { solveChallengeWorkers } from 'altcha-lib';
import { errorCode } from '../../../lib/error-codes';
import { ApiError } from '../../../lib/api-client';
import { currentLocale, errorMessage } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { getCaptcha } from '../api/get-captcha';

/** Well inside the 2 minutes a captcha lives, on the slowest phone. */
const SOLVE_TIMEOUT_MS = 60_000;

export interface PassedCaptcha {
  readonly captchaId: string;
  readonly captchaCode: string;
}

/**
 * Passes the captcha the server asks for after repeated sign-in failures, with no work for the
 * user: fetches a challenge and finds its key with one worker per core (about a second on a phone).
 */
export async function passCaptcha(): Promise<PassedCaptcha> {
  const { captchaId, challenge } = await getCaptcha();
  const solution = await solveChallengeWorkers({
    challenge: { parameters: challenge },
    // One worker per core; each tries every n-th counter.
    concurrency: navigator.hardwareConcurrency || 2,
    createWorker: () => new Worker(new URL('./captcha-solver.worker.ts', import.meta.url), { type: 'module' }),
    timeout: SOLVE_TIMEOUT_MS,
  }).catch(() => null);
  if (!solution) {
    // No worker or no WebCrypto (a page not served over HTTPS), or too slow: say so as the server would.
    const error = new ApiError(errorCode('CAPTCHA_WRONG'), errorMessage('CAPTCHA_WRONG', currentLocale()));
    showToast('error', error.message);
    throw error;
  }
  return { captchaId, captchaCode: solution.derivedKey };
}
