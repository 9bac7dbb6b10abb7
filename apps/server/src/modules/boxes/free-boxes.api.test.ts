import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_BOX_COOLDOWN_MS } from '@lootbay/shared/constants';
import { rollPoint } from '@lootbay/shared/fairness/roll';
import type { FreeBoxDetail, FreeBoxList, OpenFreeBoxAnswer } from '@lootbay/shared/schemas/activity';
import type { InventoryPage } from '@lootbay/shared/schemas/backpack';
import type { OpenRecord } from '@lootbay/shared/schemas/boxes';
import type { BoxDetail } from '@lootbay/shared/schemas/catalog';
import type { ResetUserKey, RollProof } from '@lootbay/shared/schemas/fairness';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { ledgerViolations } from '../../../test/helpers/bank';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { gameViolations } from '../../../test/helpers/games';
import { registerMember, type RegisteredMember } from '../../../test/helpers/members';
import { readyPlayer } from '../../../test/helpers/players';
import { createWalletService } from '../wallet/wallet.service';

/** Coins (hundredths) spent on paid play that reach level 5: 3000 experience. */
const LEVEL_5_SPENT = 300_000;

describe.each(TEST_DIALECTS)('free level boxes on %s', (dialect) => {
  let t: TestApp;
  let now = Date.parse('2026-11-28T10:00:00+08:00');

  beforeAll(async () => {
    t = await createTestApp(dialect, { deps: { clock: () => now } });
  });
  afterAll(() => t.close());

  const invariants = async () => [...(await ledgerViolations(t.database.db.kysely)), ...(await gameViolations(t.database.db.kysely, t.app.invariants))];
  const open = (member: RegisteredMember, id: string, extra: Record<string, unknown> = {}, locale = 'en') =>
    t.call<OpenFreeBoxAnswer>('/activity/recharge/openActivityBox', { id, ...extra }, { token: member.token, locale });
  const info = async (member: RegisteredMember) => (await t.call<{ level: number; experience: number; coin: number }>('/member/info', {}, { token: member.token })).data;
  /** Experience as paid play would give it, straight through the wallet. */
  const spend = async (member: RegisteredMember, coins: number) => {
    const wallet = createWalletService({ db: t.database.db });
    await t.database.db.transaction((trx) => wallet.addExperience(trx, member.userId, coins));
  };

  it('lists every free box by level: locked for a visitor, unlocked up to a member’s level', async () => {
    const visitor = await t.call<FreeBoxList>('/activity/recharge/activityBox');
    expect(visitor.code).toBe(100);
    expect(visitor.data.memberLevel).toBeNull();
    expect(visitor.data.list.map((box) => [box.id, box.level, box.kind, box.price, box.locked, box.nextAt])).toEqual([
      ['free-1', 1, 1, 0, true, null],
      ['free-5', 5, 1, 0, true, null],
      ['free-10', 10, 1, 0, true, null],
    ]);
    const member = await readyPlayer(t);
    const mine = (await t.call<FreeBoxList>('/activity/recharge/activityBox', {}, { token: member.token })).data;
    expect(mine.memberLevel).toBe(1);
    expect(mine.list.map((box) => box.locked)).toEqual([false, true, true]);
    // A stale token on a visitor call reads as a visitor.
    expect((await t.call<FreeBoxList>('/activity/recharge/activityBox', {}, { token: 'not-a-session' })).data.memberLevel).toBeNull();

    const detail = await t.call<FreeBoxDetail>('/activity/recharge/getFreeBoxInfo', { id: 'free-5' }, { token: member.token });
    expect(detail.data).toMatchObject({ id: 'free-5', level: 5, locked: true, nextAt: null, memberLevel: 1 });
    expect(detail.data.ornaments.length).toBeGreaterThan(0);
    expect(detail.data.oddsHash).toBe((await t.call<BoxDetail>('/visitor/getBoxInfo', { id: 'free-5' })).data.oddsHash);
    expect(await t.call('/activity/recharge/getFreeBoxInfo', { id: 'recoil' })).toMatchObject({ code: 20101, msg: 'This free box does not exist' });
    expect((await t.call('/activity/recharge/getFreeBoxInfo', { id: 'no-such-box' })).code).toBe(13001);
  });

  it('opens a free box for nothing, no experience, on the member’s pair, and the roll checks against the published odds', async () => {
    now = Date.parse('2026-11-28T10:00:00+08:00');
    const member = await readyPlayer(t);
    const requestId = randomUUID();
    const answer = await open(member, 'free-1', { requestId });
    expect(answer.code).toBe(100);
    expect(answer.data).toMatchObject({ price: 0, currency: 'coin', nextAt: now + FREE_BOX_COOLDOWN_MS });
    const [opened] = answer.data.list;
    expect(opened).toMatchObject({ boxId: 'free-1', round: 0 });
    // A retry of the request answers the first open and opens nothing more.
    expect(await open(member, 'free-1', { requestId })).toEqual(answer);

    const odds = (await t.call<BoxDetail>('/visitor/getBoxInfo', { id: 'free-1', version: opened!.oddsVersion })).data;
    expect(opened!.oddsHash).toBe(odds.oddsHash);
    const owner = odds.ornaments.find((item) => item.rollFrom <= opened!.rollPoint && opened!.rollPoint <= item.rollTo);
    expect(owner?.id).toBe(opened!.ornament.id);
    expect(opened!.ornament.price).toBe(owner?.price);
    const proof = (await t.call<RollProof>('/visitor/rollProof', { id: opened!.openId })).data;
    expect(proof).toMatchObject({ game: 'box_open', oddsId: `box:free-1@${opened!.oddsVersion}`, oddsHash: odds.oddsHash, outcome: opened!.ornament.id, rollPoint: opened!.rollPoint });
    const reset = (await t.call<ResetUserKey>('/member/resetUserKey', {}, { token: member.token })).data;
    expect(await rollPoint({ secret: reset.secretHash, userSeed: opened!.userSeed, round: opened!.round })).toBe(opened!.rollPoint);

    expect(await info(member)).toMatchObject({ level: 1, experience: 0, coin: 0 });
    const held = (await t.call<InventoryPage>('/member/getMyInventory', {}, { token: member.token })).data.list;
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ id: opened!.backpackItemId, status: 0, sourceType: 0, origin: 1, price: opened!.ornament.price });
    const history = (await t.call<{ list: OpenRecord[]; total: number }>('/activity/recharge/getFreeBoxHistory', { page: 1, size: 10 }, { token: member.token })).data;
    expect(history.total).toBe(1);
    expect(history.list[0]).toMatchObject({ openId: opened!.openId, boxId: 'free-1', price: 0, rollPoint: opened!.rollPoint });
    expect((await t.call<{ total: number }>('/visitor/listUserBoxHistory', { userId: member.userId })).data.total).toBe(1);
    expect(await invariants()).toEqual([]);
  });

  it('runs a 24-hour countdown after each open, shown in the list and in the refusal', async () => {
    now = Date.parse('2026-11-28T10:00:00+08:00');
    const member = await readyPlayer(t);
    expect((await open(member, 'free-1')).code).toBe(100);
    const nextAt = now + FREE_BOX_COOLDOWN_MS;

    now += 60_000;
    expect(await open(member, 'free-1', {}, 'cn')).toMatchObject({ code: 20102, msg: '该福利箱每 24 小时可开启一次，请等待倒计时结束', data: { nextAt } });
    const listed = (await t.call<FreeBoxList>('/activity/recharge/activityBox', {}, { token: member.token })).data.list;
    expect(listed.find((box) => box.id === 'free-1')?.nextAt).toBe(nextAt);
    expect((await t.call<FreeBoxDetail>('/activity/recharge/getFreeBoxInfo', { id: 'free-1' }, { token: member.token })).data.nextAt).toBe(nextAt);

    now = nextAt - 1;
    expect((await open(member, 'free-1')).code).toBe(20102);
    now = nextAt;
    const again = await open(member, 'free-1');
    expect(again.code).toBe(100);
    expect(again.data.nextAt).toBe(nextAt + FREE_BOX_COOLDOWN_MS);
    expect((await t.call<FreeBoxList>('/activity/recharge/activityBox', {}, { token: member.token })).data.list[0]!.nextAt).toBe(nextAt + FREE_BOX_COOLDOWN_MS);
    expect((await t.call<{ total: number }>('/activity/recharge/getFreeBoxHistory', {}, { token: member.token })).data.total).toBe(2);
    expect(await invariants()).toEqual([]);
  });

  it('refuses a box above the member’s level with “claim condition not yet met”, and opens it once the level is reached', async () => {
    const member = await readyPlayer(t);
    expect(await open(member, 'free-5', {}, 'cn')).toMatchObject({ code: 30007, msg: '领取条件尚未达成', data: { level: 5, memberLevel: 1 } });
    expect(await open(member, 'free-5', {}, 'en')).toMatchObject({ code: 30007, msg: 'The conditions for receipt are not yet met' });
    expect(await open(member, 'free-5', {}, 'br')).toMatchObject({ code: 30007, msg: 'As condições para o resgate ainda não foram atendidas' });
    await spend(member, LEVEL_5_SPENT - 100);
    expect((await open(member, 'free-5')).code).toBe(30007);
    await spend(member, 100);
    expect((await open(member, 'free-5')).code).toBe(100);
    expect((await open(member, 'free-10')).data).toMatchObject({ level: 10, memberLevel: 5 });
    expect((await info(member)).experience).toBe(LEVEL_5_SPENT / 100);
    expect(await invariants()).toEqual([]);
  });

  it('refuses a paid box, a visitor and an unverified member, changing nothing', async () => {
    const member = await readyPlayer(t);
    expect((await open(member, 'recoil')).code).toBe(20101);
    expect((await t.call('/activity/recharge/openActivityBox', { id: 'free-1' })).code).toBe(10001);
    expect((await t.call('/activity/recharge/getFreeBoxHistory', {})).code).toBe(10001);
    const unverified = await registerMember(t);
    expect((await open(unverified, 'free-1')).code).toBe(11055);
    expect((await t.call<{ total: number }>('/activity/recharge/getFreeBoxHistory', {}, { token: member.token })).data.total).toBe(0);
    expect(await invariants()).toEqual([]);
  });

  it('opens once when 10 calls race, and keeps free opens out of the most-opened boxes', async () => {
    const member = await readyPlayer(t);
    const answers = await Promise.all(Array.from({ length: 10 }, () => open(member, 'free-1')));
    expect(answers.filter((answer) => answer.code === 100)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === 20102)).toHaveLength(9);
    expect((await t.call<InventoryPage>('/member/getMyInventory', {}, { token: member.token })).data.total).toBe(1);
    expect((await t.call<{ round: number }>('/member/userKey', {}, { token: member.token })).data.round).toBe(1);
    expect((await t.call<{ id: string }[]>('/mybox/box/box_list_often')).data.some((box) => box.id.startsWith('free-'))).toBe(false);
    expect(await invariants()).toEqual([]);
  });
});
