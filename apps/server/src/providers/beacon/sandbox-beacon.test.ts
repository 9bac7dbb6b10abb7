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
        '915375db81493926c1a14d5564d200ec53890beb1ec2b74b6dc48a3b830a7a8e460d340ce14d8d4e02631ef13a3c957d0d4e6c386e64469a8cf882f583c08e4145d832d1d439a02fcd5e3cfdd440f345c6641204a3f6464e1c394b2f9479723d',
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
