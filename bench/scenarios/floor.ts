import { COMMON_FIELDS, measure, signedUrl } from '../measure';
import type { Scenario } from '../scenario';

/** A liveness probe: the server's and the proxy's cost of an answer alone. */
export const healthz: Scenario = {
  name: 'healthz',
  run: ({ loadUrl, seconds }) => measure({ url: `${loadUrl}/healthz`, seconds }),
};

/** One signed, enveloped call: what every other scenario is compared with. */
export const signedCall: Scenario = {
  name: 'signed-call',
  run: ({ loadUrl, seconds, authKey }) => measure({ url: signedUrl(loadUrl, '/api/common/notice', authKey), method: 'POST', body: COMMON_FIELDS, seconds }),
};

/** The floor every other scenario is compared with. */
export const floor: Scenario[] = [healthz, signedCall];
