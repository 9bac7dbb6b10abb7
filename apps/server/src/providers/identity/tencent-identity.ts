import { CommonClient } from 'tencentcloud-sdk-nodejs-common';
import type { IdentityConfig } from './identity';
import { type IdentityProvider, IdentityUnavailableError } from './identity.provider';

const DEFAULT_ENDPOINT = 'https://faceid.tencentcloudapi.com';
const VERSION = '2018-03-01';

/**
 * `Result` of IdCardVerification (cloud.tencent.com/document/api/1007/33188): 0 consistent, -1
 * inconsistent, -2 invalid number, -3 invalid name, -5 no such record. The others (-4 the
 * registry's outage, -6 its upgrade, -7 the day's limit) give no verdict.
 */
const VERDICTS: Record<string, 'match' | 'mismatch'> = { '0': 'match', '-1': 'mismatch', '-2': 'mismatch', '-3': 'mismatch', '-5': 'mismatch' };

/** Tencent Cloud FaceID `IdCardVerification` (2018-03-01): the plain name and id number against the authority's records. */
export function createTencentIdentity(config: IdentityConfig, options: { timeoutMs: number }): IdentityProvider {
  const endpoint = new URL(config.endpoint ?? DEFAULT_ENDPOINT);
  const client = new CommonClient(endpoint.host, VERSION, {
    credential: { secretId: config.accessKeyId, secretKey: config.accessKeySecret },
    profile: { httpProfile: { endpoint: endpoint.host, protocol: `${endpoint.protocol}//`, reqTimeout: options.timeoutMs / 1000 } },
  });
  return {
    name: 'tencent',
    async verify({ name, idNumber }) {
      let answer: { Result?: unknown; Description?: unknown };
      try {
        answer = ((await client.request('IdCardVerification', { IdCard: idNumber, Name: name })) ?? {}) as typeof answer;
      } catch (error) {
        // An API error (throttling, an internal error, the account), a non-200 answer, or none at all.
        const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
        throw new IdentityUnavailableError(`Tencent IdCardVerification gave no answer: ${[code, message].filter(Boolean).join(' ')}`, { cause: error });
      }
      const verdict = VERDICTS[String(answer.Result)];
      if (verdict) return verdict;
      throw new IdentityUnavailableError(`Tencent IdCardVerification could not check: ${String(answer.Result)} ${String(answer.Description)}`);
    },
  };
}
