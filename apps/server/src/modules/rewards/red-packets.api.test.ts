import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@lootbay/shared/errors';
import type { Envelope } from '@lootbay/shared/schemas/common';
import type { BlotterEntry } from '@lootbay/shared/schemas/wallet';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { ledgerViolations } from '../../../test/helpers/bank';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { registerMember, type RegisteredMember } from '../../../test/helpers/members';
import { readyPlayer } from '../../../test/helpers/players';

/** A wall-clock time in Beijing (UTC+8), as epoch ms. */
const beijing = (text: string) => Date.parse(`${text}+08:00`);
const MORNING = beijing('2026-12-03T09:00:00');
const HOUR = 60 * 60 * 1000;

describe.each(TEST_DIALECTS)('red packets on %s', (dialect) => {
  let t: TestApp;
  let now = MORNING;

  beforeAll(async () => {
    t = await createTestApp(dialect, { deps: { clock: () => now } });
  });
  afterAll(() => t.close());

  const as = <T>(member: RegisteredMember, path: string, body: Record<string, unknown> = {}, locale = 'en') => t.call<T>(path, body, { token: member.token, locale });
  const makePacket = async (body: Record<string, unknown>) => (await t.inject({ method: 'POST', url: '/dev/red-packets', payload: body })).json() as Envelope<{ code: string }>;
  const coins = async (member: RegisteredMember) => (await as<{ coin: number }>(member, '/member/userAsset')).data.coin;
  const packetRow = (code: string) => t.database.db.kysely.selectFrom('red_packets').selectAll().where('code', '=', code).executeTakeFirstOrThrow();

  it('gives 100 racing members exactly 10 packets that add up to the total, each paid once through the ledger', async () => {
    now = MORNING;
    const made = await makePacket({ count: 10, amount: 8_888 });
    expect(made.code).toBe(100);
    expect(made.data.code).toMatch(/^[A-Z0-9]{10}$/);
    const members = await Promise.all(Array.from({ length: 100 }, () => readyPlayer(t)));

    const answers = await Promise.all(members.map((member) => as<number>(member, '/member/drawRedGift', { code: made.data.code.toLowerCase() })));
    const won = answers.flatMap((answer, index) => (answer.code === 100 ? [{ member: members[index]!, amount: answer.data }] : []));
    expect(won).toHaveLength(10);
    expect(answers.filter((answer) => answer.code === 27003)).toHaveLength(90);
    expect(won.every(({ amount }) => Number.isSafeInteger(amount) && amount >= 1)).toBe(true);
    expect(won.reduce((sum, { amount }) => sum + amount, 0)).toBe(8_888);
    for (const { member, amount } of won) expect(await coins(member)).toBe(amount);

    const packet = await packetRow(made.data.code);
    expect(packet).toMatchObject({ claimed: 10, packets: 10 });
    expect(Number(packet.paid)).toBe(8_888);
    const claims = await t.database.db.kysely.selectFrom('red_packet_claims').select(['seq', 'user_id']).where('packet_id', '=', packet.id).orderBy('seq').execute();
    expect(claims.map((claim) => claim.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(claims.map((claim) => claim.user_id))).toEqual(new Set(won.map(({ member }) => member.userId)));

    const first = won[0]!;
    const blotter = (await as<{ list: BlotterEntry[] }>(first.member, '/member/getUserBlotter', { reason: 'red_packet' })).data.list;
    expect(blotter.map((entry) => [entry.amount, entry.reference])).toEqual([[first.amount, `red_packet:${packet.id}`]]);
    const inbox = await as<{ list: { title: string }[] }>(first.member, '/mybox/user/msg/list', { page: 1, size: 10 });
    expect(inbox.data.list.map((message) => message.title)).toContain('Red packet claimed');
    expect(await ledgerViolations(t.database.db.kysely)).toEqual([]);
  });

  it('pays a member once when they claim 10 times at once', async () => {
    now = MORNING;
    const made = await makePacket({ count: 5, amount: 500, code: 'ONCEEACH' });
    expect(made.data).toEqual({ code: 'ONCEEACH' });
    const member = await readyPlayer(t);
    const answers = await Promise.all(Array.from({ length: 10 }, () => as<number>(member, '/member/drawRedGift', { code: 'onceEach' })));
    const paid = answers.filter((answer) => answer.code === 100);
    expect(paid).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === 27004)).toHaveLength(9);
    expect(await coins(member)).toBe(paid[0]!.data);
    expect(await packetRow('ONCEEACH')).toMatchObject({ claimed: 1 });
    expect(await ledgerViolations(t.database.db.kysely)).toEqual([]);
  });

  it('refuses unknown, malformed, empty, expired, used-up and repeated codes with catalogue errors', async () => {
    now = MORNING;
    const member = await readyPlayer(t);
    const other = await readyPlayer(t);
    const claim = (code: unknown, locale = 'en', who = member) => as<number>(who, '/member/drawRedGift', { code }, locale);

    expect(await claim('NOSUCHCODE')).toMatchObject({ code: 27001, msg: 'This red packet code does not exist; check it and try again' });
    expect(await claim('NOSUCHCODE', 'cn')).toMatchObject({ code: 27001, msg: '红包口令不存在，请检查后重试' });
    expect(await claim('NOSUCHCODE', 'br')).toMatchObject({ code: 27001, msg: 'Este código de envelope vermelho não existe; confira e tente de novo' });
    expect(await claim('')).toMatchObject({ code: 27008, msg: 'Fill in the red packet code first' });
    expect(await claim('  ')).toMatchObject({ code: 27008 });
    expect(await claim('ab!')).toMatchObject({ code: 27009 });
    expect(await claim(42)).toMatchObject({ code: 27008 });
    expect((await t.call('/member/drawRedGift', { code: 'NOSUCHCODE' })).code).toBe(10001);

    expect((await makePacket({ count: 1, amount: 100, code: 'SINGLE1' })).code).toBe(100);
    expect((await claim('SINGLE1')).code).toBe(100);
    expect(await claim('SINGLE1')).toMatchObject({ code: 27004, msg: 'You have already claimed this red packet' });
    expect(await claim('SINGLE1', 'en', other)).toMatchObject({ code: 27003, msg: 'Every packet of this red packet has been claimed' });

    expect((await makePacket({ count: 3, amount: 300, code: 'SHORTLIVED', validHours: 1 })).code).toBe(100);
    now = MORNING + HOUR;
    expect(await claim('SHORTLIVED')).toMatchObject({ code: 27002, msg: 'This red packet has expired' });
    expect(await coins(other)).toBe(0);
  });

  it('pays packets and rewards only to verified adults, and an unverified claim takes no share', async () => {
    now = MORNING;
    expect((await makePacket({ count: 2, amount: 200, code: 'ADULTSONLY' })).code).toBe(100);
    const unverified = await registerMember(t);
    for (const locale of ['en', 'cn'] as const) {
      expect(await as(unverified, '/member/drawRedGift', { code: 'ADULTSONLY' }, locale)).toMatchObject({ code: ERRORS.REAL_NAME_REQUIRED.code, msg: ERRORS.REAL_NAME_REQUIRED.messages[locale] });
    }
    expect((await as(unverified, '/member/receiveReward', { id: 'daily_sign_in' })).code).toBe(ERRORS.REAL_NAME_REQUIRED.code);
    expect((await as(unverified, '/invite/award')).code).toBe(ERRORS.REAL_NAME_REQUIRED.code);
    expect(await coins(unverified)).toBe(0);
    expect(await packetRow('ADULTSONLY')).toMatchObject({ claimed: 0 });
  });

  it('refuses packets that cannot be made', async () => {
    now = MORNING;
    expect(await makePacket({ count: 10, amount: 9 })).toMatchObject({ code: 27007 });
    expect(await makePacket({ count: 0, amount: 100 })).toMatchObject({ code: 20000 });
    expect(await makePacket({ amount: 100 })).toMatchObject({ code: 20000 });
    expect((await makePacket({ count: 2, amount: 200, code: 'TAKEN1' })).code).toBe(100);
    expect(await makePacket({ count: 2, amount: 200, code: 'taken1' })).toMatchObject({ code: 27006, msg: '该红包口令已存在' });
  });

  it('pays a conditioned packet only to members who recharged enough this site day, through either call', async () => {
    now = MORNING;
    const made = await makePacket({ count: 3, amount: 3_000, code: 'RECHARGED', condition: 'recharged_today', minRecharge: 10_000 });
    expect(made.code).toBe(100);
    const member = await readyPlayer(t);
    expect(await as(member, '/member/drawRedGiftPro', { code: 'RECHARGED' }, 'cn')).toMatchObject({ code: 30007, msg: '领取条件尚未达成', data: { recharged: 0, needed: 10_000 } });
    expect(await as(member, '/member/drawRedGift', { code: 'RECHARGED' })).toMatchObject({ code: 30007, msg: 'The conditions for receipt are not yet met' });

    const order = await as<{ orderNo: string }>(member, '/pay-member/on_pay_url', { amount: 10_000, payType: 'alipay' });
    expect((await t.inject({ method: 'POST', url: `/dev/pay/${order.data.orderNo}/succeed` })).json()).toMatchObject({ code: 100 });
    const before = await coins(member);
    const won = await as<number>(member, '/member/drawRedGiftPro', { code: 'RECHARGED' });
    expect(won.code).toBe(100);
    expect(await coins(member)).toBe(before + won.data);

    // Yesterday's recharge does not count the next site day.
    const late = await readyPlayer(t);
    const lateOrder = await as<{ orderNo: string }>(late, '/pay-member/on_pay_url', { amount: 10_000, payType: 'alipay' });
    expect((await t.inject({ method: 'POST', url: `/dev/pay/${lateOrder.data.orderNo}/succeed` })).json()).toMatchObject({ code: 100 });
    now = beijing('2026-12-04T00:00:01');
    expect((await as(late, '/member/drawRedGiftPro', { code: 'RECHARGED' })).code).toBe(30007);

    // The conditioned call is for conditioned packets only.
    expect((await makePacket({ count: 1, amount: 100, code: 'PLAINONE' })).code).toBe(100);
    expect(await as(late, '/member/drawRedGiftPro', { code: 'PLAINONE' })).toMatchObject({ code: 27005 });
    expect(await ledgerViolations(t.database.db.kysely)).toEqual([]);
  });
});
