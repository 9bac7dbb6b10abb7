import { describe, expect, it } from 'vitest';
import { createSandboxAppStore, sandboxAppStoreReceipt } from './sandbox-app-store';
import { createSandboxGooglePlay, sandboxGooglePlayToken } from './sandbox-google-play';
import { openJws, sandboxStoreKey, signJws } from './sandbox-jws';

const SECRET = 'test-payment-secret-of-at-least-32-chars';
const NOW = Date.UTC(2026, 10, 22, 4, 0, 0);

describe('sandbox app stores', () => {
  const appStore = createSandboxAppStore(SECRET, { latencyMs: 0 });
  const googlePlay = createSandboxGooglePlay(SECRET, { latencyMs: 0 });
  const appStoreKey = sandboxStoreKey(SECRET, 'app_store');

  it('verify what they signed, and report its purchase', async () => {
    const receipt = sandboxAppStoreReceipt(SECRET, { productId: 'p', accountToken: 'u1', transactionId: '2000000000000001' }, NOW);
    expect(await appStore.verify({ receipt })).toEqual({
      ok: true,
      purchase: { transactionId: '2000000000000001', productId: 'p', accountToken: 'u1', quantity: 1, state: 'purchased' },
    });
    const token = sandboxGooglePlayToken(SECRET, { productId: 'coins', state: 'pending' }, NOW);
    expect(await googlePlay.verify({ receipt: token, productId: 'coins' })).toMatchObject({ ok: true, purchase: { productId: 'coins', accountToken: null, state: 'pending' } });
  });

  it('refuse a transaction of another app or environment even when it is signed', async () => {
    const genuine = openJws(appStoreKey, sandboxAppStoreReceipt(SECRET, { productId: 'p' }, NOW)) as Record<string, unknown>;
    expect(await appStore.verify({ receipt: signJws(appStoreKey, { ...genuine, bundleId: 'com.other.app' }) })).toEqual({ ok: false, refusal: 'invalid' });
    expect(await appStore.verify({ receipt: signJws(appStoreKey, { ...genuine, environment: 'Production' }) })).toEqual({ ok: false, refusal: 'invalid' });
  });

  it('refuse another secret, the other store’s key, and damaged tokens', async () => {
    const foreign = sandboxAppStoreReceipt('another-secret-of-at-least-32-characters', { productId: 'p' }, NOW);
    expect(await appStore.verify({ receipt: foreign })).toEqual({ ok: false, refusal: 'invalid' });
    const playToken = sandboxGooglePlayToken(SECRET, { productId: 'p' }, NOW);
    expect(await appStore.verify({ receipt: playToken })).toEqual({ ok: false, refusal: 'invalid' });
    for (const receipt of ['', 'a.b', 'a.b.c.d', `${playToken}.x`, playToken.slice(0, -2)]) {
      expect(await googlePlay.verify({ receipt, productId: 'p' })).toEqual({ ok: false, refusal: 'invalid' });
    }
  });
});
