import { NETWORK_FAILURE_CODE } from '@lootbay/shared/constants';
import { errorCode } from './error-codes';
import { ApiError } from './api-client';
import { ensureDeviceSeed } from './device-seed';

/** The waits before the network retries: the connection gets a moment to come back. */
const NETWORK_BACKOFF_MS: readonly number[] = [400, 1_200];

const pause = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * Runs a spending call of the play engine whose every attempt carries the same request id, so a
 * repeat answers the first result and charges once. An answer lost on the way (network failure)
 * is asked for again, twice, after a short wait; a refusal for want of a user seed sends this
 * device's seed and asks once more. Every other refusal is the caller's.
 */
export async function withPlayRetries<T>(attempt: () => Promise<T>): Promise<T> {
  let networkRetries = 0;
  let seedSent = false;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const wait = NETWORK_BACKOFF_MS[networkRetries];
      if (error.code === NETWORK_FAILURE_CODE && wait !== undefined) {
        networkRetries += 1;
        await pause(wait);
      } else if (error.code === errorCode('USER_SEED_REQUIRED') && !seedSent) {
        seedSent = true;
        await ensureDeviceSeed();
      } else {
        throw error;
      }
    }
  }
}
