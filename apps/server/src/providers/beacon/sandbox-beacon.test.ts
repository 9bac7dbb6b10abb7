import { describe, expect, it } from 'vitest';
import { BEACON_SCHEME, roundPublishedAt, verifyBeaconRound } from '@lootbay/shared/fairness/beacon';
import { drandChainHash } from './drand-chain';
import { SANDBOX_BEACON_GENESIS_TIME, createSandboxBeacon } from './sandbox-beacon';

describe('the sandbox beacon', () => {
  it('has a fixed development key, quicknet’s timing and a chain hash derived as drand derives one', async () => {
    const sandbox = createSandboxBeacon();
    const info = await sandbox.info();
    expect(info).toEqual({
      scheme: BEACON_SCHEME,
      publicKey:
        'a96d16914bd4da690f663ffd1cdb82759edae59a232ff59255273fdf7e3d080833deb2b2be1a25cb286eac41e76fc91b10920f73409eba00582a04a61911fa6c3731a4330d127e9936dec82b29d5d68ed42b7000090d8c8d810ad27dde0d6337',
      period: 3,
      genesisTime: SANDBOX_BEACON_GENESIS_TIME,
      chainHash: drandChainHash(sandbox.chainInfo),
    });
    expect(sandbox.chainInfo).toMatchObject({ hash: info.chainHash, public_key: info.publicKey, period: 3, genesis_time: SANDBOX_BEACON_GENESIS_TIME, schemeID: BEACON_SCHEME });
  });

  it('publishes a round only once the clock reaches its time, signed so that it verifies', async () => {
    let now = 0;
    const sandbox = createSandboxBeacon({ genesisTime: 1_800_000_000, period: 5, clock: () => now });
    const info = await sandbox.info();
    now = roundPublishedAt(info, 1) - 1;
    await expect(sandbox.round(1)).resolves.toBeNull();
    now += 1;
    const first = await sandbox.round(1);
    expect(first).not.toBeNull();
    expect(await verifyBeaconRound(info, first!)).toBe(true);
    await expect(sandbox.round(2)).resolves.toBeNull();
    now = roundPublishedAt(info, 2);
    await expect(sandbox.round(2)).resolves.toMatchObject({ round: 2 });
  });

  it('names another chain for another key or timing', async () => {
    const chainHash = (await createSandboxBeacon().info()).chainHash;
    expect((await createSandboxBeacon({ secretKey: '11'.repeat(32) }).info()).chainHash).not.toBe(chainHash);
    expect((await createSandboxBeacon({ genesisTime: SANDBOX_BEACON_GENESIS_TIME + 1 }).info()).chainHash).not.toBe(chainHash);
  });

  it('refuses a round number that is not a whole number from 1', async () => {
    await expect(createSandboxBeacon().round(0)).rejects.toThrow(RangeError);
    await expect(createSandboxBeacon().round(1.5)).rejects.toThrow(RangeError);
  });
});
