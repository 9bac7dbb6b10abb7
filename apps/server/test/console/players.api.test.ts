import { randomInt } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryPage } from '@lootbay/shared/schemas/backpack';
import type { OpenBoxAnswer } from '@lootbay/shared/schemas/boxes';
import type { BoxDetail } from '@lootbay/shared/schemas/catalog';
import type { Envelope } from '@lootbay/shared/schemas/common';
import type { AuditPage } from '@lootbay/shared/schemas/console';
import type { PlayerOpensPage, PlayerProfile, PlayerSearchPage } from '@lootbay/shared/schemas/console-players';
import type { BlotterEntry } from '@lootbay/shared/schemas/wallet';
import { createTestApp, type TestApp } from '../helpers/app';
import { TEST_DIALECTS } from '../helpers/databases';
import { callFrom, generateIdNumber, latestSmsCode, randomIp, registerMember, type RegisteredMember } from '../helpers/members';
import { grantCoins, readyPlayer } from '../helpers/players';
import { isType, openSocket } from '../helpers/socket-client';
import { SESSION_ENDED_CLOSE_CODE } from '../../src/realtime/socket';
import { createAccountKit } from '../kits/account';
import { consoleCall, signedInOperator, type TestOperator } from '../kits/console';

/** Signs in again with a code to the phone, as a returning player does (the wait before another code is skipped); answers the envelope. */
async function signInBySms(t: TestApp, mobile: string): Promise<Envelope<{ token: string }>> {
  const ip = randomIp();
  await t.database.db.kysely.deleteFrom('abuse_counters').where('key', 'like', `sms-resend:%:${mobile}`).execute();
  const sent = await callFrom(t, ip, '/visitor/sendMobileCode', { mobile });
  if (sent.code !== 100) throw new Error(`sendMobileCode: ${sent.msg}`);
  return callFrom(t, ip, '/loginSms', { mobile, code: await latestSmsCode(t, mobile) });
}

describe.each(TEST_DIALECTS)('console players on %s', (dialect) => {
  let t: TestApp;
  let support: TestOperator;
  let recoil: BoxDetail;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    support = await signedInOperator(t, 'support');
    recoil = (await t.call<BoxDetail>('/visitor/getBoxInfo', { id: 'recoil' })).data;
  });
  afterAll(() => t.close());

  const call = <T>(path: string, body: Record<string, unknown>) => consoleCall<T>(t, path, body, support.token);
  const search = async (query: string) => (await call<PlayerSearchPage>('players/search', { query, size: 100 })).data;
  const profileOf = async (userId: string) => (await call<PlayerProfile>('players/profile', { userId })).data;
  const alive = async (member: RegisteredMember | { token: string }) => (await t.call('/member/info', {}, { token: member.token })).code === 100;

  it('finds a player by phone number (whole or part), nickname (part), user id, invite code and login name', async () => {
    const player = await readyPlayer(t, 1_234);
    const { inviteCode, nickname, account } = await profileOf(player.userId);
    const found = (page: PlayerSearchPage) => page.list.filter((row) => row.userId === player.userId);

    for (const query of [player.mobile, player.mobile.slice(3, 9), nickname.slice(2), player.userId, inviteCode, inviteCode.toLowerCase(), account]) {
      const [row] = found(await search(query));
      expect(row, query).toMatchObject({ userId: player.userId, mobile: player.mobile, nickname, inviteCode, frozen: false, realNameVerified: true, barred: false, coin: 1_234, isSubAccount: false });
    }
    // Only whole ids and codes match; LIKE wildcards match themselves.
    expect(found(await search(player.userId.slice(0, 8)))).toEqual([]);
    expect(found(await search(inviteCode.slice(0, 3)))).toEqual([]);
    expect((await search('%')).total).toBe(0);
    expect((await search('_')).total).toBe(0);
    // Without a query: every player, newest first, a page at a time.
    const newest = (await call<PlayerSearchPage>('players/search', { page: 1, size: 1 })).data;
    expect(newest).toMatchObject({ size: 1, list: [{ userId: player.userId }] });
    expect(newest.total).toBeGreaterThanOrEqual(1);
  });

  it('shows a profile with masked real name and id number, balances, level, live sessions and accounts', async () => {
    const inviter = await registerMember(t);
    const inviterCode = (await profileOf(inviter.userId)).inviteCode;
    const player = await registerMember(t, { inviteCode: inviterCode });
    const idNumber = generateIdNumber({ year: 1990, month: 3, day: 7 }, { region: `${randomInt(110000, 660000)}` });
    expect((await callFrom(t, randomIp(), '/visitor/user/authentication', { realName: '张小三', idNumber }, player.token)).code).toBe(100);
    await grantCoins(t, player.userId, 7_000);

    const profile = await profileOf(player.userId);
    expect(profile).toMatchObject({
      userId: player.userId,
      mobile: player.mobile,
      inviter: { userId: inviter.userId },
      realName: { verified: true, name: '张*三', idNumber: `${idNumber.slice(0, 3)}***********${idNumber.slice(-4)}` },
      frozen: false,
      lastFreeze: null,
      balances: { coin: 7_000, diamond: 0, ingot: 0, jade: 0, balance: 0 },
      level: { level: expect.any(Number), experience: 0 },
      accounts: [{ userId: player.userId, isSubAccount: false, frozen: false }],
    });
    expect(JSON.stringify(profile)).not.toContain('19900307');
    expect(profile.sessions).toHaveLength(1);
    expect(profile.sessions[0]).toMatchObject({ ip: expect.any(String), userAgent: expect.any(String) });
    expect((await call('players/profile', { userId: 'nobody' })).code).toBe(21201);
  });

  it("answers a player's ledger, backpack and box opens as they played", async () => {
    const player = await readyPlayer(t, recoil.price * 2);
    const opened = await t.call<OpenBoxAnswer>('/member/openBox', { id: 'recoil', num: 2 }, { token: player.token });
    expect(opened.code).toBe(100);

    const ledger = (await call<{ list: BlotterEntry[]; total: number }>('players/ledger', { userId: player.userId, currency: 'coin' })).data;
    // Newest first; the grant and the purchase may share a millisecond, so their order is not asserted.
    expect(ledger.list.map((entry) => entry.reason).sort()).toEqual(['box_purchase', 'test_grant']);
    expect(ledger.list.find((entry) => entry.reason === 'box_purchase')).toMatchObject({ currency: 'coin', amount: -recoil.price * 2 });
    expect(ledger.list[0]!.createdAt).toBeGreaterThanOrEqual(ledger.list[1]!.createdAt);
    expect((await call<{ total: number }>('players/ledger', { userId: player.userId, reason: 'box_purchase' })).data.total).toBe(1);

    const items = (await call<InventoryPage>('players/backpack', { userId: player.userId })).data;
    expect(items.list.map((item) => item.id).sort()).toEqual(opened.data.list.map((open) => open.backpackItemId).sort());
    expect((await call<InventoryPage>('players/backpack', { userId: player.userId, status: 2 })).data.total).toBe(0);

    const opens = (await call<PlayerOpensPage>('players/opens', { userId: player.userId, size: 10 })).data;
    expect(opens.total).toBe(2);
    const byId = new Map(opened.data.list.map((open) => [open.openId, open]));
    for (const open of opens.list) {
      const answered = byId.get(open.openId)!;
      expect(open).toMatchObject({ boxId: 'recoil', price: recoil.price, backpackItemId: answered.backpackItemId, oddsVersion: answered.oddsVersion, rollPoint: answered.rollPoint, ornament: { id: answered.ornament.id, price: answered.ornament.price } });
    }
    // Newest first: the later round of the play comes first.
    expect(opens.list.map((open) => open.round)).toEqual([1, 0]);

    for (const path of ['players/ledger', 'players/backpack', 'players/opens']) expect((await call(path, { userId: 'nobody' })).code, path).toBe(21201);
  });

  it('ends one session or every session of a player, and their sockets close', async () => {
    const player = await readyPlayer(t);
    const second = (await signInBySms(t, player.mobile)).data;
    const { port } = t.app.server.address() as AddressInfo;
    const socket = await openSocket(`ws://127.0.0.1:${port}/ws?token=${encodeURIComponent(player.token)}`);
    await socket.take(isType('hello'));

    const sessions = (await profileOf(player.userId)).sessions;
    expect(sessions).toHaveLength(2);
    const first = sessions[sessions.length - 1]!;
    const revoked = await call<{ ended: string[] }>('players/sessions/revoke', { userId: player.userId, sessionId: first.id, reason: 'asked by the player' });
    expect(revoked.data.ended).toEqual([first.id]);
    expect(await alive(player)).toBe(false);
    expect(await alive(second)).toBe(true);
    expect((await socket.closed).code).toBe(SESSION_ENDED_CLOSE_CODE);

    expect((await call('players/sessions/revoke', { userId: player.userId, sessionId: first.id, reason: 'again' })).code).toBe(21202);
    const all = await call<{ ended: string[] }>('players/sessions/revoke', { userId: player.userId, reason: 'stolen phone' });
    expect(all.data.ended).toHaveLength(1);
    expect(await alive(second)).toBe(false);
    expect((await profileOf(player.userId)).sessions).toEqual([]);
    expect((await call('players/sessions/revoke', { userId: player.userId, reason: 'x' })).code).toBe(100);
    expect((await call('players/sessions/revoke', { userId: 'nobody', reason: 'x' })).code).toBe(21201);
  });

  it('freezes a player: sessions end, sign-in and play are refused; unfreezing lets them back', async () => {
    const player = await readyPlayer(t, recoil.price);
    const frozen = await call<{ frozen: boolean; ended: string[] }>('players/freeze', { userId: player.userId, frozen: true, reason: 'chargeback' });
    expect(frozen.data).toMatchObject({ frozen: true, ended: [expect.any(String)] });
    expect(await alive(player)).toBe(false);
    expect((await t.call('/member/openBox', { id: 'recoil', num: 1 }, { token: player.token })).code).toBe(10001);
    expect((await signInBySms(t, player.mobile)).code).toBe(11072);

    const profile = await profileOf(player.userId);
    expect(profile).toMatchObject({ frozen: true, lastFreeze: { frozen: true, by: support.account, reason: 'chargeback' } });
    expect((await search(player.mobile)).list[0]).toMatchObject({ frozen: true });
    const audit = (await consoleCall<AuditPage>(t, 'audit', { target: `user:${player.userId}` }, (await signedInOperator(t, 'auditor')).token)).data;
    expect(audit.list[0]).toMatchObject({ action: 'players/freeze', actor: support.account, before: { frozen: false }, after: { frozen: true }, reason: 'chargeback' });

    const thawed = await call<{ frozen: boolean }>('players/freeze', { userId: player.userId, frozen: false, reason: 'resolved with the bank' });
    expect(thawed.data.frozen).toBe(false);
    expect((await profileOf(player.userId)).lastFreeze).toMatchObject({ frozen: false, reason: 'resolved with the bank' });
    const back = await signInBySms(t, player.mobile);
    expect(back.code).toBe(100);
    expect((await t.call('/member/openBox', { id: 'recoil', num: 1 }, { token: back.data.token })).code).toBe(100);
    expect((await call('players/freeze', { userId: 'nobody', frozen: true, reason: 'x' })).code).toBe(21201);
  });

  it('refuses to unfreeze an account whose personal data was erased', async () => {
    const player = await registerMember(t);
    const accounts = createAccountKit(dialect, {}, t.database);
    await t.database.db.transaction(async (trx) => (await accounts).account.erasure.erase(trx, player.userId));
    expect((await call('players/freeze', { userId: player.userId, frozen: false, reason: 'mistake' })).code).toBe(21203);
    expect((await profileOf(player.userId)).frozen).toBe(true);
  });
});
