import { describe, expect, it } from 'vitest';
import { drandChainHash } from './drand-chain';
import { QUICKNET } from './drand-beacon';

describe('the drand chain hash', () => {
  it('is what drand publishes for quicknet, whose beacon id is hashed', () => {
    const quicknet = {
      public_key: QUICKNET.publicKey,
      period: 3,
      genesis_time: 1692803367,
      groupHash: 'f477d5c89f21a17c863a7f937c6a6d15859414d2be09cd448d4279af331c5d3e',
      metadata: { beaconID: 'quicknet' },
    };
    expect(drandChainHash(quicknet)).toBe(QUICKNET.chainHash);
    expect(drandChainHash({ ...quicknet, genesis_time: quicknet.genesis_time + 3 })).not.toBe(QUICKNET.chainHash);
    expect(drandChainHash({ ...quicknet, period: 30 })).not.toBe(QUICKNET.chainHash);
  });

  it('is what drand publishes for the default chain, whose beacon id is not hashed', () => {
    const mainnet = {
      public_key: '868f005eb8e6e4ca0a47c8a77ceaa5309a47978a7c71bc5cce96366b5d7a569937c529eeda66c7293784a9402801af31',
      period: 30,
      genesis_time: 1595431050,
      groupHash: '176f93498eac9ca337150b46d21dd58673ea4e3581185f869672e59fa4cb390a',
      metadata: { beaconID: 'default' },
    };
    expect(drandChainHash(mainnet)).toBe('8990e7a9aaed2ffed73dbd7092123d6f289930540d7651336225dc172e51b2ce');
  });
});
