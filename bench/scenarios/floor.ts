import { COMMON_FIELDS, measure, signedUrl } from '../measure';
import type { Scenario } from '../scenario';

/** The floor every other scenario is compared with: a liveness probe and one signed, enveloped call. */
export const floor: Scenario[] = [
  {
    name: 'healthz',
    run: ({ baseUrl, seconds }) => measure({ url: `${baseUrl}/healthz`, seconds }),
  },
  {
    name: 'signed-call',
    run: ({ baseUrl, seconds, authKey }) =>
      measure({ url: signedUrl(baseUrl, '/api/common/notice', authKey), method: 'POST', body: COMMON_FIELDS, seconds }),
  },
];
