// One share of a captcha's proof of work, in altcha-lib's worker protocol, with WebCrypto's PBKDF2
// (native code, so a phone tries counters at full speed off the page's thread).
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });
