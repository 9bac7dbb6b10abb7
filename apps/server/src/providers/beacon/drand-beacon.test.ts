import { HttpChain, HttpChainClient, fetchBeacon } from 'drand-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstRoundAfter, latestRoundAt, verifyBeaconRound } from '@lootbay/shared/fairness/beacon';
import { startDrandRelayDouble, type DrandRelayDouble } from '../../../test/doubles/drand-relay';
import { BeaconUnavailableError } from './beacon.provider';
import { createDrandBeacon, type DrandBeaconSettings } from './drand-beacon';
import { createSandboxBeacon } from './sandbox-beacon';

let now = 1_800_000_000_000;
const clock = () => now;
const sandbox = createSandboxBeacon({ clock });
const sandboxInfo = await sandbox.info();
let relay: DrandRelayDouble;
let backup: DrandRelayDouble;
const pinned = (baseUrls: readonly string[]): DrandBeaconSettings => ({ baseUrls, chainHash: sandboxInfo.chainHash, publicKey: sandboxInfo.publicKey });
const drand = (baseUrls = [relay.url], timeoutMs?: number) => createDrandBeacon(pinned(baseUrls), { timeoutMs });

beforeAll(async () => {
  relay = await startDrandRelayDouble(sandbox, { clock });
  backup = await startDrandRelayDouble(sandbox, { clock });
});
afterAll(() => Promise.all([relay.close(), backup.close()]));
beforeEach(() => {
  now = 1_800_000_000_000;
  for (const double of [relay, backup]) Object.assign(double, { down: false, hang: false, forge: false, otherChain: false });
});

describe('the drand beacon', () => {
  it('reads the pinned chain’s info from a relay', async () => {
    await expect(drand().info()).resolves.toEqual(sandboxInfo);
    expect(relay.received.at(-1)).toBe(`/${sandboxInfo.chainHash}/info`);
  });

  it('serves a published round, verified, and null for one not yet published', async () => {
    const latest = latestRoundAt(sandboxInfo, now);
    const beacon = drand();
    const round = await beacon.round(latest);
    expect(round).toEqual(await sandbox.round(latest));
    expect(await verifyBeaconRound(sandboxInfo, round!)).toBe(true);
    await expect(beacon.round(firstRoundAfter(sandboxInfo, now))).resolves.toBeNull();
    expect(relay.received.at(-1)).toBe(`/${sandboxInfo.chainHash}/public/${latest + 1}`);
  });

  it('serves the round once the relay publishes it', async () => {
    const next = firstRoundAfter(sandboxInfo, now);
    const beacon = drand();
    await expect(beacon.round(next)).resolves.toBeNull();
    now += sandboxInfo.period * 1000;
    await expect(beacon.round(next)).resolves.toMatchObject({ round: next });
  });

  it('is unavailable when the relay answers 500 or too late', async () => {
    relay.down = true;
    await expect(drand().round(1000)).rejects.toThrow(BeaconUnavailableError);
    relay.down = false;
    relay.hang = true;
    const started = Date.now();
    await expect(drand([relay.url], 200).info()).rejects.toThrow(BeaconUnavailableError);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('hands over to the next relay, in order', async () => {
    relay.down = true;
    await expect(drand([relay.url, backup.url]).round(1000)).resolves.toMatchObject({ round: 1000 });
    expect(relay.received.at(-1)).toBe(`/${sandboxInfo.chainHash}/info`);
    expect(backup.received.at(-1)).toBe(`/${sandboxInfo.chainHash}/public/1000`);
  });

  it('refuses a round whose signature does not verify, and never returns it', async () => {
    relay.forge = true;
    await expect(drand().round(1000)).rejects.toThrow(/does not verify/);
    await expect(drand([relay.url, backup.url]).round(1000)).resolves.toEqual(await sandbox.round(1000));
  });

  it('refuses a relay that describes another chain', async () => {
    relay.otherChain = true;
    await expect(drand().info()).rejects.toThrow(/describes another chain/);
    await expect(drand().round(1000)).rejects.toThrow(BeaconUnavailableError);
  });

  it('refuses a relay whose chain has another key than the pinned one', async () => {
    const other = createDrandBeacon({ ...pinned([relay.url]), publicKey: (await createSandboxBeacon({ secretKey: '11'.repeat(32) }).info()).publicKey });
    await expect(other.info()).rejects.toThrow(/describes another chain/);
  });
});

describe('the drand relay double', () => {
  it('speaks drand as drand’s own client reads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const chainVerificationParams = { chainHash: sandboxInfo.chainHash, publicKey: sandboxInfo.publicKey };
    const client = new HttpChainClient(new HttpChain(`${relay.url}/${sandboxInfo.chainHash}`, { disableBeaconVerification: false, noCache: false, chainVerificationParams }));
    const beacon = await fetchBeacon(client, 1000);
    expect(beacon).toMatchObject({ round: 1000, randomness: (await sandbox.round(1000))!.value });
    relay.forge = true;
    await expect(fetchBeacon(client, 1000)).rejects.toThrow(/not valid/);
    vi.restoreAllMocks();
  });
});
