import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxOddsId, oddsHash } from '@lootbay/shared/fairness/odds-hash';
import type { InventoryPage } from '@lootbay/shared/schemas/backpack';
import type { OpenBoxAnswer } from '@lootbay/shared/schemas/boxes';
import type { BoxDetail, OddsVersion } from '@lootbay/shared/schemas/catalog';
import type { CheckRollPoint, ResetUserKey, RollProof } from '@lootbay/shared/schemas/fairness';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { ledgerViolations } from '../../../test/helpers/bank';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { gameViolations } from '../../../test/helpers/games';
import { registerMember, sendDeviceSeed, verifyAdult } from '../../../test/helpers/members';
import { grantCoins, readyPlayer } from '../../../test/helpers/players';
import { createCatalogService } from '../catalog/catalog.service';
import { createWalletService, type WalletService } from '../wallet/wallet.service';

/** The contract of `/member/openBox` that other clients are built against, and the proof of every roll. */
describe.each(TEST_DIALECTS)('openBox contract and roll proofs on %s', (dialect) => {
  let t: TestApp;
  let wallet: WalletService;
  let fracture: BoxDetail;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    wallet = createWalletService({ db: t.database.db });
    fracture = (await t.call<BoxDetail>('/visitor/getBoxInfo', { id: 'fracture' })).data;
  });
  afterAll(() => t.close());

  const open = (token: string, body: Record<string, unknown>) => t.call<OpenBoxAnswer>('/member/openBox', { id: 'fracture', ...body }, { token });
  const backpackSize = async (token: string) => (await t.call<InventoryPage>('/member/getMyInventory', {}, { token })).data.total;
  const invariants = async () => [...(await ledgerViolations(t.database.db.kysely)), ...(await gameViolations(t.database.db.kysely, t.app.invariants))];

  it('answers 20 concurrent opens with one requestId once: one charge, one set of items, 20 equal answers', async () => {
    const member = await readyPlayer(t, fracture.price * 10);
    const body = { num: 3, requestId: 'race-0000-0001', oddsVersion: fracture.oddsVersion, price: fracture.price };
    const answers = await Promise.all(Array.from({ length: 20 }, () => open(member.token, body)));
    expect(answers.map((answer) => answer.code)).toEqual(Array(20).fill(100));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.data))).size).toBe(1);
    expect(answers[0]!.data.list).toHaveLength(3);
    expect(await wallet.balance(member.userId, 'coin')).toBe(fracture.price * 7);
    expect(await backpackSize(member.token)).toBe(3);
    // Later, too: a retry long after answers the same.
    expect((await open(member.token, body)).data).toEqual(answers[0]!.data);
    expect(await invariants()).toEqual([]);
  });

  it('refuses the same requestId with other content and changes nothing', async () => {
    const member = await readyPlayer(t, fracture.price * 10);
    expect((await open(member.token, { num: 1, requestId: 'same-id-other-content' })).code).toBe(100);
    const other = await open(member.token, { num: 2, requestId: 'same-id-other-content' });
    expect(other).toMatchObject({ code: 14001, msg: 'This request id was already used for something else' });
    expect(await wallet.balance(member.userId, 'coin')).toBe(fracture.price * 9);
    expect((await open(member.token, { num: 1, requestId: 'bad id!' })).code).toBe(14002);
  });

  it('refuses an open against other odds or another price than the player was shown, and charges nothing', async () => {
    const member = await readyPlayer(t, fracture.price * 10);
    const staleOdds = await open(member.token, { oddsVersion: fracture.oddsVersion + 1, price: fracture.price });
    expect(staleOdds).toMatchObject({ code: 13010, data: { oddsVersion: fracture.oddsVersion } });
    const stalePrice = await open(member.token, { oddsVersion: fracture.oddsVersion, price: fracture.price - 10 });
    expect(stalePrice).toMatchObject({ code: 13011, data: { price: fracture.price } });
    expect(await wallet.balance(member.userId, 'coin')).toBe(fracture.price * 10);
    expect((await open(member.token, { oddsVersion: fracture.oddsVersion, price: fracture.price })).code).toBe(100);
    // A client that sends only { id, num } plays at the current odds, as before.
    expect((await open(member.token, { num: 1 })).code).toBe(100);
  });

  it('opens against a new odds version only once the player has seen it', async () => {
    const catalog = createCatalogService({ db: t.database.db });
    const dreams = (await t.call<BoxDetail>('/visitor/getBoxInfo', { id: 'dreams' })).data;
    const revised = await catalog.reviseOdds(
      'dreams',
      dreams.oddsVersion,
      dreams.ornaments.map((item) => ({ ornamentId: item.id, points: item.rollTo - item.rollFrom + 1 })),
    );
    const member = await readyPlayer(t, dreams.price * 2);
    expect((await t.call<OpenBoxAnswer>('/member/openBox', { id: 'dreams', oddsVersion: dreams.oddsVersion, price: dreams.price }, { token: member.token })).code).toBe(13010);
    const opened = await t.call<OpenBoxAnswer>('/member/openBox', { id: 'dreams', oddsVersion: revised, price: dreams.price }, { token: member.token });
    expect(opened.data.list[0]).toMatchObject({ oddsVersion: revised });
    const versions = (await t.call<OddsVersion[]>('/visitor/boxOddsVersions', { id: 'dreams' })).data;
    expect(versions.map((version) => version.version)).toEqual([revised, dreams.oddsVersion]);
    expect(versions[1]!.hash).toBe(dreams.oddsHash);
    expect(opened.data.list[0]!.oddsHash).toBe(versions[0]!.hash);
    expect((await t.call('/visitor/boxOddsVersions', { id: 'no-such-box' })).code).toBe(13001);
  });

  it('rolls nothing for a member whose device has not sent a seed', async () => {
    const member = await registerMember(t);
    await verifyAdult(t, member.token);
    await grantCoins(t, member.userId, fracture.price);
    expect((await open(member.token, {})).code).toBe(13102);
    expect(await wallet.balance(member.userId, 'coin')).toBe(fracture.price);
    await sendDeviceSeed(t, member.token);
    expect((await open(member.token, {})).code).toBe(100);
  });

  it('gives every roll an id that proves it: the odds hash, the item, and the secret once revealed', async () => {
    const member = await readyPlayer(t, fracture.price * 2);
    const [result] = (await open(member.token, {})).data.list;
    const hidden = await t.call<RollProof>('/visitor/rollProof', { id: result!.openId });
    expect(hidden.data).toMatchObject({
      id: result!.openId,
      kind: 'pair',
      game: 'box_open',
      round: result!.round,
      seed: result!.userSeed,
      publicHash: result!.publicHash,
      rollPoint: result!.rollPoint,
      oddsId: boxOddsId('fracture', result!.oddsVersion),
      oddsHash: fracture.oddsHash,
      outcome: result!.ornament.id,
      secretHash: null,
    });
    // Anyone can check the odds hash from the published table.
    const published = await oddsHash({
      id: boxOddsId('fracture', fracture.oddsVersion),
      price: fracture.price,
      entries: fracture.ornaments.map((item) => ({ from: item.rollFrom, to: item.rollTo, itemId: item.id, price: item.price })),
    });
    expect(published).toBe(fracture.oddsHash);
    const reset = (await t.call<ResetUserKey>('/member/resetUserKey', { userSeed: 'next-seed-from-device' }, { token: member.token })).data;
    const checked = await t.call<CheckRollPoint>('/member/checkRollPoint', { id: result!.openId }, { token: member.token });
    expect(checked.data).toMatchObject({ rollPoint: result!.rollPoint, hashMatches: true, proof: { secretHash: reset.secretHash, secretSalt: reset.secretSalt } });
    expect(createHash('sha256').update(reset.secretHash + reset.secretSalt).digest('hex')).toBe(result!.publicHash);
    expect((await t.call('/visitor/rollProof', { id: 'nope' })).code).toBe(13103);
    expect((await t.call('/member/checkRollPoint', { userSeed: 'x' }, { token: member.token })).code).toBe(13104);
  });

  it('refuses to change or delete odds, opens, rolls, plays and transfers in place', async () => {
    const member = await readyPlayer(t, fracture.price);
    const [result] = (await open(member.token, {})).data.list;
    const db = t.database.db.kysely;
    const attempts = [
      () => db.updateTable('box_odds_versions').set({ price: 1 }).where('box_id', '=', 'fracture').execute(),
      () => db.deleteFrom('box_odds').where('box_id', '=', 'fracture').execute(),
      () => db.updateTable('box_opens').set({ ornament_id: 'swapped' }).where('id', '=', result!.openId).execute(),
      () => db.updateTable('fairness_rolls').set({ roll_point: 1 }).where('id', '=', result!.openId).execute(),
      () => db.deleteFrom('plays').where('user_id', '=', member.userId).execute(),
      () => db.updateTable('ledger_transfers').set({ amount: 1 }).where('reason', '=', 'box_purchase').execute(),
    ];
    for (const attempt of attempts) await expect(attempt()).rejects.toThrow(/append-only/);
    expect(await invariants()).toEqual([]);
  });
});
