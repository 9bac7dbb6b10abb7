import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rollPoint } from '@lootbay/shared/fairness/roll';
import type { InventoryPage } from '@lootbay/shared/schemas/backpack';
import type { OpenBoxAnswer, OpenRecord, TryOpenAnswer } from '@lootbay/shared/schemas/boxes';
import type { Box, BoxDetail } from '@lootbay/shared/schemas/catalog';
import type { ResetUserKey, UserKey } from '@lootbay/shared/schemas/fairness';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { ledgerViolations } from '../../../test/helpers/bank';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { gameViolations } from '../../../test/helpers/games';
import { registerMember } from '../../../test/helpers/members';
import { readyPlayer } from '../../../test/helpers/players';
import { openSocket } from '../../../test/helpers/socket-client';
import { createWalletService, type WalletService } from '../wallet/wallet.service';
import type { BoxDrop } from './boxes.service';

describe.each(TEST_DIALECTS)('opening boxes on %s', (dialect) => {
  let t: TestApp;
  let wallet: WalletService;
  let recoil: BoxDetail;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    wallet = createWalletService({ db: t.database.db });
    recoil = (await t.call<BoxDetail>('/visitor/getBoxInfo', { id: 'recoil' })).data;
  });
  afterAll(() => t.close());

  const adult = (coins = 0) => readyPlayer(t, coins);

  it('needs a session, real-name verification and money', async () => {
    expect((await t.call('/member/openBox', { id: 'recoil', num: 1 })).code).toBe(10001);
    const unverified = await registerMember(t);
    expect((await t.call('/member/openBox', { id: 'recoil', num: 1 }, { token: unverified.token })).code).toBe(11055);
    const poor = await adult();
    const refused = await t.call('/member/openBox', { id: 'recoil', num: 1 }, { token: poor.token, locale: 'cn' });
    expect(refused).toMatchObject({ code: 40001, msg: '余额不足' });
    expect(await wallet.balance(poor.userId, 'coin')).toBe(0);
  });

  it('refuses a count outside 1..5, an unknown box and a free level box', async () => {
    const member = await adult(100_000);
    expect((await t.call('/member/openBox', { id: 'recoil', num: 6 }, { token: member.token })).code).toBe(13003);
    expect((await t.call('/member/openBox', { id: 'recoil', num: 0 }, { token: member.token })).code).toBe(13003);
    expect((await t.call('/member/openBox', { id: 'nope', num: 1 }, { token: member.token })).code).toBe(13001);
    expect((await t.call('/member/openBox', { id: 'free-1', num: 1 }, { token: member.token })).code).toBe(13002);
    expect(await wallet.balance(member.userId, 'coin')).toBe(100_000);
  });

  it('opens several boxes in one call: pays, rolls consecutive rounds, fills the backpack, and every roll verifies', async () => {
    const member = await adult(recoil.price * 3 + 5);
    const publish = vi.spyOn(t.app.realtime, 'publish');
    const answer = await t.call<OpenBoxAnswer>('/member/openBox', { id: 'recoil', num: 3 }, { token: member.token });
    expect(answer.code).toBe(100);
    const { list } = answer.data;
    expect(list).toHaveLength(3);
    expect(list.map((result) => result.round)).toEqual([0, 1, 2]);
    expect(answer.data.price).toBe(recoil.price * 3);
    expect(await wallet.balance(member.userId, 'coin')).toBe(5);

    const key = (await t.call<UserKey>('/member/userKey', {}, { token: member.token })).data;
    expect(key.round).toBe(3);
    const inventory = (await t.call<InventoryPage>('/member/getMyInventory', {}, { token: member.token })).data;
    expect(inventory.list.map((item) => item.id).sort()).toEqual(list.map((result) => result.backpackItemId).sort());
    expect(inventory.list.every((item) => item.status === 0 && item.sourceType === 0)).toBe(true);

    // The live ticker heard of each drop.
    expect(publish.mock.calls.filter(([, message]) => message.type === 'box_drop')).toHaveLength(3);
    publish.mockRestore();

    // After a reset the secret is public: each roll point and each item follow from it.
    const reset = (await t.call<ResetUserKey>('/member/resetUserKey', {}, { token: member.token })).data;
    expect(reset.previousPublicHash).toBe(list[0]!.publicHash);
    for (const result of list) {
      expect(result.rollPoint).toBe(await rollPoint({ secret: reset.secretHash, userSeed: result.userSeed, round: result.round }));
      const odds = (await t.call<BoxDetail>('/visitor/getBoxInfo', { id: 'recoil', version: result.oddsVersion })).data;
      const owner = odds.ornaments.find((item) => item.rollFrom <= result.rollPoint && result.rollPoint <= item.rollTo);
      expect(owner?.id).toBe(result.ornament.id);
      expect(result.ornament.price).toBe(owner?.price);
      const proof = (await t.call<OpenRecord & { secretHash: string | null }>('/visitor/getUserBoxHistory', { id: result.openId })).data;
      expect(proof).toMatchObject({ secretHash: reset.secretHash, rollPoint: result.rollPoint, round: result.round, oddsVersion: result.oddsVersion });
    }
    expect(await gameViolations(t.database.db.kysely, t.app.invariants)).toEqual([]);
  });

  it('a visitor socket hears each drop on the live ticker', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('the test app is not listening');
    const socket = await openSocket(`ws://127.0.0.1:${address.port}/ws`);
    try {
      const member = await adult(recoil.price);
      const [result] = (await t.call<OpenBoxAnswer>('/member/openBox', { id: 'recoil' }, { token: member.token })).data.list;
      const message = JSON.parse(await socket.take((text) => text.includes('"box_drop"'))) as { type: string; data: BoxDrop };
      expect(message.data).toMatchObject({ openId: result!.openId, boxId: 'recoil', ornamentId: result!.ornament.id, price: result!.ornament.price });
      expect(message.data.name.en).toBe(result!.ornament.name);
    } finally {
      await socket.close();
    }
  });

  it('keeps the proof secret while the pair is in play', async () => {
    const member = await adult(recoil.price);
    const [result] = (await t.call<OpenBoxAnswer>('/member/openBox', { id: 'recoil' }, { token: member.token })).data.list;
    const proof = (await t.call<{ secretHash: string | null; secretSalt: string | null }>('/visitor/getUserBoxHistory', { id: result!.openId })).data;
    expect(proof.secretHash).toBeNull();
    expect(proof.secretSalt).toBeNull();
  });

  it('adds one experience per coin spent', async () => {
    const member = await adult(recoil.price * 2);
    await t.call('/member/openBox', { id: 'recoil', num: 2 }, { token: member.token });
    const level = await wallet.level(member.userId);
    expect(level.experience).toBe(Math.floor((recoil.price * 2) / 100));
  });

  it('lists the histories and the newest drops', async () => {
    const member = await adult(recoil.price);
    const [result] = (await t.call<OpenBoxAnswer>('/member/openBox', { id: 'recoil' }, { token: member.token })).data.list;
    const mine = (await t.call<{ list: OpenRecord[]; total: number }>('/visitor/listUserBoxHistory', { userId: member.userId })).data;
    expect(mine.total).toBe(1);
    expect(mine.list[0]).toMatchObject({ openId: result!.openId, boxId: 'recoil', price: recoil.price });
    const ofBox = (await t.call<{ list: OpenRecord[] }>('/visitor/getOpenBoxHistory', { boxId: 'recoil', size: 1 })).data;
    expect(ofBox.list[0]!.openId).toBe(result!.openId);
    const drops = (await t.call<OpenRecord[]>('/visitor/newBoxReceiveInfo', { size: 3 })).data;
    expect(drops[0]!.openId).toBe(result!.openId);
    const often = (await t.call<Box[]>('/mybox/box/box_list_often')).data;
    expect(often[0]!.id).toBe('recoil');
    expect((await t.call<Box[]>('/visitor/newBoxInfo')).data.length).toBeGreaterThan(0);
  });

  it('try-out rolls for real on a throw-away pair, charging nothing and granting nothing', async () => {
    const member = await adult(1000);
    const answer = (await t.call<TryOpenAnswer>('/mybox/open/on_open_try', { id: 'recoil', num: 2 })).data;
    expect(answer.list).toHaveLength(2);
    for (const result of answer.list) {
      expect(result.rollPoint).toBe(await rollPoint({ secret: answer.secretHash, userSeed: answer.userSeed, round: result.round }));
    }
    await t.call('/mybox/open/on_open_try', { id: 'recoil' }, { token: member.token });
    expect(await wallet.balance(member.userId, 'coin')).toBe(1000);
    expect((await t.call<InventoryPage>('/member/getMyInventory', {}, { token: member.token })).data.total).toBe(0);
    expect((await t.call<UserKey>('/member/userKey', {}, { token: member.token })).data.round).toBe(0);
  });

  it('offers the guided first open once', async () => {
    const member = await adult();
    const first = await t.call<TryOpenAnswer>('/mybox/open/on_open_guild', {}, { token: member.token });
    expect(first.code).toBe(100);
    expect(first.data.list).toHaveLength(1);
    expect((await t.call('/mybox/open/on_open_guild', {}, { token: member.token })).code).toBe(13008);
  });

  it('concurrent opens on one balance never overspend, and each open is whole', async () => {
    const member = await adult(recoil.price * 5);
    const answers = await Promise.all(Array.from({ length: 12 }, () => t.call<OpenBoxAnswer>('/member/openBox', { id: 'recoil', num: 1 }, { token: member.token })));
    expect(answers.filter((answer) => answer.code === 100)).toHaveLength(5);
    expect(answers.filter((answer) => answer.code === 40001)).toHaveLength(7);
    expect(await wallet.balance(member.userId, 'coin')).toBe(0);
    const rounds = answers.filter((answer) => answer.code === 100).map((answer) => answer.data.list[0]!.round);
    expect(rounds.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4]);
    expect((await t.call<InventoryPage>('/member/getMyInventory', {}, { token: member.token })).data.total).toBe(5);
    expect(await ledgerViolations(t.database.db.kysely)).toEqual([]);
    expect(await gameViolations(t.database.db.kysely, t.app.invariants)).toEqual([]);
  });

  it('resets racing opens: every open rolled on the pair it names, rounds gap-free per pair', async () => {
    const member = await adult(recoil.price * 12);
    const calls = [
      ...[2, 1, 3].map((num) => t.call<OpenBoxAnswer>('/member/openBox', { id: 'recoil', num }, { token: member.token })),
      t.call<ResetUserKey>('/member/resetUserKey', {}, { token: member.token }),
      ...[1, 2, 3].map((num) => t.call<OpenBoxAnswer>('/member/openBox', { id: 'recoil', num }, { token: member.token })),
      t.call<ResetUserKey>('/mybox/user/reset/key', {}, { token: member.token }),
    ];
    const answers = await Promise.all(calls);
    expect(answers.every((answer) => answer.code === 100)).toBe(true);
    const finalReset = (await t.call<ResetUserKey>('/member/resetUserKey', {}, { token: member.token })).data;
    const secrets = new Map<string, string>();
    for (const answer of answers) {
      const data = answer.data as Partial<ResetUserKey>;
      if (data.secretHash && data.previousPublicHash) secrets.set(data.previousPublicHash, data.secretHash);
    }
    secrets.set(finalReset.previousPublicHash, finalReset.secretHash);
    for (const answer of answers) {
      for (const result of (answer.data as Partial<OpenBoxAnswer>).list ?? []) {
        const secret = secrets.get(result.publicHash);
        expect(secret, 'the pair of every open is revealed by one of the resets').toBeDefined();
        expect(result.rollPoint).toBe(await rollPoint({ secret: secret!, userSeed: result.userSeed, round: result.round }));
      }
    }
    expect(await gameViolations(t.database.db.kysely, t.app.invariants)).toEqual([]);
  });

  it('concurrent multi-box opens of several members keep rounds gap-free per seed', async () => {
    const members = await Promise.all([adult(recoil.price * 20), adult(recoil.price * 20)]);
    const calls = members.flatMap((member) => [3, 1, 5, 2, 4, 1].map((num) => t.call<OpenBoxAnswer>('/member/openBox', { id: 'recoil', num }, { token: member.token })));
    const answers = await Promise.all(calls);
    expect(answers.every((answer) => answer.code === 100)).toBe(true);
    for (const member of members) {
      const key = (await t.call<UserKey>('/member/userKey', {}, { token: member.token })).data;
      expect(key.round).toBe(16);
    }
    expect(await gameViolations(t.database.db.kysely, t.app.invariants)).toEqual([]);
    expect(await ledgerViolations(t.database.db.kysely)).toEqual([]);
  });
});
