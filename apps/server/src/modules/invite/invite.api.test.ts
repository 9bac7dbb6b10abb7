import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@lootbay/shared/errors';
import type { InviteAward, InviteDay, InviteQr, InviteRebate, Promote } from '@lootbay/shared/schemas/invite';
import type { InboxMessageView } from '@lootbay/shared/schemas/messages';
import type { UserAsset } from '@lootbay/shared/schemas/wallet';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/dialect';
import { createTestApp, runAllDue, type TestApp } from '../../../test/helpers/app';
import { ledgerViolations } from '../../../test/helpers/bank';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { adultIdNumber, callFrom, randomIp, registerMember, type RegisteredMember } from '../../../test/helpers/members';
import { createSandboxSms } from '../../providers/sms/sandbox-sms';
import { createSandboxSteam } from '../../providers/steam/sandbox-steam';
import { createSandboxIdentity } from '../../providers/identity/sandbox-identity';
import { createMessagesService } from '../messages/messages.service';
import { createRechargeService } from '../recharge/recharge.service';
import { createAccountService } from '../account/account.service';
import { createWalletService } from '../wallet/wallet.service';
import { createInviteService } from './invite.service';

/** A wall-clock time in Beijing (UTC+8), as epoch ms. */
const beijing = (text: string) => Date.parse(`${text}+08:00`);
const DAYS = ['2026-12-01', '2026-12-02', '2026-12-03'] as const;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * The tree: A ← B ← C ← D ← E (E is four steps below A: no tier of A's), and A ← F.
 * Level 1 rates: 5% of tier 1, 2% of tier 2, 1% of tier 3.
 */
const RECHARGES: Record<(typeof DAYS)[number], Partial<Record<'B' | 'C' | 'D' | 'E' | 'F', number>>> = {
  '2026-12-01': { B: 10_000, C: 20_000, D: 30_000, E: 40_000 },
  '2026-12-02': { C: 5_000 },
  '2026-12-03': { F: 10_000, D: 10_000 },
};
const EXPECTED: Record<'A' | 'B' | 'C' | 'D', Partial<Record<(typeof DAYS)[number], number>>> = {
  A: { '2026-12-01': 500 + 400 + 300, '2026-12-02': 100, '2026-12-03': 500 + 100 },
  B: { '2026-12-01': 1_000 + 600 + 400, '2026-12-02': 250, '2026-12-03': 200 },
  C: { '2026-12-01': 1_500 + 800, '2026-12-03': 500 },
  D: { '2026-12-01': 2_000 },
};
const total = (who: keyof typeof EXPECTED) => Object.values(EXPECTED[who]).reduce((sum, amount) => sum + amount, 0);

describe.each(TEST_DIALECTS)('invites and rebates on %s', (dialect) => {
  let t: TestApp;
  let now = beijing('2026-12-01T09:00:00');
  const members = {} as Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F', RegisteredMember>;

  const as = <T>(member: RegisteredMember, path: string, body: Record<string, unknown> = {}) => t.call<T>(path, body, { token: member.token });
  const promote = async (member: RegisteredMember) => (await as<Promote>(member, '/mybox/user/promote')).data;
  const coins = async (member: RegisteredMember) => (await as<UserAsset>(member, '/member/userAsset')).data.coin;
  const settleDay = async (app: TestApp['app'], day: string) => (await app.inject({ method: 'POST', url: '/dev/invite/settle', payload: { day } })).json<{ code: number; data: { promoters: number; amount: number } }>();
  const settlements = async () =>
    (await t.database.db.kysely.selectFrom('invite_settlements').select(['promoter_id', 'day', 'amount']).orderBy('day').orderBy('promoter_id').execute()).map((row) => [row.promoter_id, row.day, Number(row.amount)]);
  const expectedSettlements = (days: readonly string[]) =>
    days.flatMap((day) =>
      (['A', 'B', 'C', 'D'] as const)
        .filter((who) => EXPECTED[who][day as (typeof DAYS)[number]] !== undefined)
        .map((who) => [members[who].userId, day, EXPECTED[who][day as (typeof DAYS)[number]]!] as const)
        .sort((a, b) => (a[0] < b[0] ? -1 : 1)),
    );

  async function invited(by: RegisteredMember | undefined): Promise<RegisteredMember> {
    const inviteCode = by ? (await promote(by)).inviteCode : undefined;
    const member = await registerMember(t, inviteCode ? { inviteCode } : {});
    const verified = await callFrom(t, randomIp(), '/visitor/user/authentication', { realName: '张三', idNumber: adultIdNumber() }, member.token);
    expect(verified.code).toBe(100);
    return member;
  }

  async function recharge(member: RegisteredMember, amount: number): Promise<void> {
    const order = await as<{ orderNo: string }>(member, '/pay-member/on_pay_url', { amount, payType: 'alipay' });
    expect(order.code).toBe(100);
    expect((await t.inject({ method: 'POST', url: `/dev/pay/${order.data.orderNo}/succeed` })).json()).toMatchObject({ code: 100 });
  }

  async function rechargeDay(day: (typeof DAYS)[number]): Promise<void> {
    now = beijing(`${day}T12:00:00`);
    for (const [who, amount] of Object.entries(RECHARGES[day])) await recharge(members[who as keyof typeof members], amount);
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, { deps: { clock: () => now, scheduler: { now: () => now } } });
    members.A = await invited(undefined);
    members.B = await invited(members.A);
    members.C = await invited(members.B);
    members.D = await invited(members.C);
    members.E = await invited(members.D);
    members.F = await invited(members.A);
  });
  afterAll(() => t.close());

  it('counts invitees of three tiers, effective ones after a first recharge, and answers the link and its QR code', async () => {
    expect(await promote(members.A)).toMatchObject({ invitees: [2, 1, 1], effective: 0, level: 1, rates: [500, 200, 100], promotionAmount: 0, nextLevel: { level: 2, effective: 5 } });
    const own = await promote(members.A);
    expect(own.inviteLink).toMatch(new RegExp(`/\\?inviteCode=${own.inviteCode}$`));
    const qr = (await as<InviteQr>(members.A, '/member/getQRcode')).data;
    expect(qr.link).toBe(own.inviteLink);
    const png = Buffer.from(qr.image.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect((await t.call('/mybox/user/promote')).code).toBe(ERRORS.TOKEN_EXPIRED.code);
  });

  it('settles each promoter the exact rebate of each of 3 days once, by the daily task, with one message each', async () => {
    await runAllDue(t.app);
    await rechargeDay('2026-12-01');
    now = beijing('2026-12-02T01:00:00');
    await runAllDue(t.app);
    expect(await settlements()).toEqual(expectedSettlements(DAYS.slice(0, 1)));

    await rechargeDay('2026-12-02');
    now = beijing('2026-12-03T01:00:00');
    await runAllDue(t.app);
    await rechargeDay('2026-12-03');
    now = beijing('2026-12-04T01:00:00');
    await runAllDue(t.app);
    expect(await settlements()).toEqual(expectedSettlements(DAYS));

    // The job run again, for every day: nothing more.
    for (const day of DAYS) expect((await settleDay(t.app, day)).data).toEqual({ day, promoters: 0, amount: 0 });
    expect(await settlements()).toEqual(expectedSettlements(DAYS));

    expect(await promote(members.A)).toMatchObject({ effective: 2, promotionAmount: total('A'), settledTotal: total('A') });
    expect((await promote(members.D)).promotionAmount).toBe(total('D'));
    expect((await promote(members.E)).promotionAmount).toBe(0);

    const days = (await as<{ list: InviteDay[]; total: number }>(members.A, '/invite/details', { by: 'day' })).data;
    expect(days.list.map((entry) => [entry.day, entry.amount])).toEqual(DAYS.map((day) => [day, EXPECTED.A[day]]).reverse());
    const lines = (await as<{ list: InviteRebate[]; total: number; page: number; size: number }>(members.A, '/invite/details', { page: 1, size: 3 })).data;
    expect(lines).toMatchObject({ total: 6, page: 1, size: 3 });
    expect(lines.list.map((line) => [line.day, line.inviteeId, line.tier, line.recharged, line.rate, line.amount])).toEqual([
      ['2026-12-03', members.F.userId, 1, 10_000, 500, 500],
      ['2026-12-03', members.D.userId, 3, 10_000, 100, 100],
      ['2026-12-02', members.C.userId, 2, 5_000, 200, 100],
    ]);

    const inbox = (await as<{ list: InboxMessageView[] }>(members.A, '/mybox/user/msg/list', { size: 50 })).data.list;
    expect(inbox.filter((message) => message.title === 'Invite rebate settled')).toHaveLength(3);
    expect(await ledgerViolations(t.database.db.kysely)).toEqual([]);
  });

  it('pays a claim once when 10 claims race, into the coin balance through the ledger', async () => {
    const before = await coins(members.B);
    const answers = await Promise.all(Array.from({ length: 10 }, () => as<InviteAward>(members.B, '/invite/award')));
    expect(answers.filter((answer) => answer.code === 100).map((answer) => answer.data)).toEqual([{ amount: total('B'), promotionAmount: 0 }]);
    expect(answers.filter((answer) => answer.code !== 100).every((answer) => answer.code === ERRORS.INVITE_NOTHING_TO_CLAIM.code)).toBe(true);
    expect(await coins(members.B)).toBe(before + total('B'));
    expect((await promote(members.B)).promotionAmount).toBe(0);
    expect((await as(members.B, '/invite/award')).code).toBe(ERRORS.INVITE_NOTHING_TO_CLAIM.code);
    expect(await ledgerViolations(t.database.db.kysely)).toEqual([]);
  });

  it('settles a day once when two instances run it at the same moment', async () => {
    now = beijing('2026-12-04T12:00:00');
    await recharge(members.B, 20_000);
    await recharge(members.E, 10_000);
    // A second instance on the same database (its own connection on PostgreSQL).
    const db = dialect === 'postgres' ? openDatabase(t.database.config) : t.database.db;
    const other = await buildApp(t.config, { db, seed: false, clock: () => now, scheduler: { now: () => now } });
    await other.ready();
    try {
      const runs = await Promise.all([settleDay(t.app, '2026-12-04'), settleDay(other, '2026-12-04'), settleDay(t.app, '2026-12-04'), settleDay(other, '2026-12-04')]);
      // A: B tier 1 1000; B: E tier 3 100; C: E tier 2 200; D: E tier 1 500.
      expect(runs.reduce((sum, run) => sum + run.data.promoters, 0)).toBe(4);
      expect(runs.reduce((sum, run) => sum + run.data.amount, 0)).toBe(1_000 + 100 + 200 + 500);
      const day = (await settlements()).filter((row) => row[1] === '2026-12-04');
      expect(day.map((row) => row[2]).sort((a, b) => Number(a) - Number(b))).toEqual([100, 200, 500, 1_000]);
      // Both instances' schedulers at the settlement hour: one run, nothing new.
      now = beijing('2026-12-05T01:00:00');
      await Promise.all([runAllDue(t.app), runAllDue(other)]);
      expect((await settlements()).filter((row) => row[1] === '2026-12-04')).toEqual(day);
    } finally {
      await other.close();
      if (db !== t.database.db) await db.close();
    }
    expect(await ledgerViolations(t.database.db.kysely)).toEqual([]);
  });

  it('leaves nothing of a settlement killed mid-way, and the rerun settles every promoter once', async () => {
    now = beijing('2026-12-05T12:00:00');
    await recharge(members.D, 10_000);
    // C (tier 1: 500), B (tier 2: 200), A (tier 3: 100).
    const db = t.database.db;
    const wallet = createWalletService({ db });
    const account = createAccountService({ db, sms: createSandboxSms({ logger: silent, production: false }), steam: createSandboxSteam(), identity: createSandboxIdentity(), secret: t.config.sessionSecret, timeZone: t.config.timeZone, log: silent });
    const recharges = createRechargeService({ db, wallet, payments: [], stores: {}, freezeIn: async () => undefined, assertAdult: async () => undefined, assertMayRecharge: async () => undefined, personIn: async () => null, log: silent });
    const real = createMessagesService({ db, clock: () => now, log: silent });
    const dying = members.B.userId;
    const deps = { db, clock: () => now, log: silent, timeZone: t.config.timeZone, tree: account.inviteTree, nicknames: account.nicknames, findUserIn: account.findUserIn, recharge: recharges, wallet, assertAdult: account.assertAdult };
    const crashing = createInviteService({ ...deps, messages: { send: async (trx, message) => (message.userId === dying ? Promise.reject(new Error('killed')) : real.send(trx, message)) } });
    await expect(crashing.settlement.settleDay('2026-12-05')).rejects.toThrow('killed');
    const mid = (await settlements()).filter((row) => row[1] === '2026-12-05');
    expect(mid.map((row) => row[0])).not.toContain(dying);
    expect(await db.kysely.selectFrom('invite_rebates').select('invitee_id').where('promoter_id', '=', dying).where('day', '=', '2026-12-05').execute()).toEqual([]);
    expect(await db.kysely.selectFrom('invite_days').selectAll().where('day', '=', '2026-12-05').execute()).toEqual([]);

    const rerun = createInviteService({ ...deps, messages: real });
    const settled = await rerun.settlement.settleDay('2026-12-05');
    expect(settled.promoters).toBe(3 - mid.length);
    expect((await settlements()).filter((row) => row[1] === '2026-12-05').map((row) => Number(row[2])).sort((a, b) => a - b)).toEqual([100, 200, 500]);
    expect((await rerun.settlement.settleDay('2026-12-05')).promoters).toBe(0);
    const rebateMessages = await db.kysely.selectFrom('messages').select('send_key').where('send_key', 'like', 'rebate_settled:%:2026-12-05').execute();
    expect(rebateMessages).toHaveLength(3);
    expect(await ledgerViolations(db.kysely)).toEqual([]);
  });

  it('refuses a malformed day to the development route', async () => {
    expect((await t.inject({ method: 'POST', url: '/dev/invite/settle', payload: { day: '5 Dec' } })).json()).toMatchObject({ code: ERRORS.INVITE_DAY_INVALID.code });
  });
});
