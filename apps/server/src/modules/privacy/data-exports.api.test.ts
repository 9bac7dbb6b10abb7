import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenBoxAnswer } from '@lootbay/shared/schemas/boxes';
import type { Envelope } from '@lootbay/shared/schemas/common';
import type { InboxMessageView } from '@lootbay/shared/schemas/messages';
import type { DataExport } from '@lootbay/shared/schemas/privacy';
import { createTestApp, runAllDue, type TestApp } from '../../../test/helpers/app';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { registerMember } from '../../../test/helpers/members';
import { readyPlayer } from '../../../test/helpers/players';
import { consoleCall, signedInOperator } from '../../../test/kits/console';
import { ARCHIVE_FORMAT } from './data-exports';
import { download } from '../../../test/kits/privacy';

const DAY = 86_400_000;

interface Archive {
  format: string;
  userId: string;
  parts: {
    account: { profile: { userId: string; mobile: string }; realName: { realName: string } | null; sessions: unknown[] };
    wallet: { balances: Record<string, number>; transfers: { reason: string; direction: string }[] };
    backpack: { id: string; events: { action: string }[] }[];
    recharge: { orderNo: string }[];
    fairness: { pairs: unknown[]; rolls: { id: string; rollPoint: number }[] };
    boxOpens: { openId: string; rollPoint: number; publicHash: string }[];
    percentagePlays: unknown[];
    forgePlays: unknown[];
    arenaBattles: unknown[];
    retrievals: unknown[];
    mallExchanges: unknown[];
    messages: { personal: { id: string; title: string; body: string; time: number; readAt: number | null }[]; officialRead: { id: string; title: string; readAt: number }[] };
    supportChat: { conversationId: string; lines: { from: string; text: string; at: number }[] } | null;
    redPacketClaims: { code: string; seq: number; amount: number; createdAt: number }[];
    rewardTasks: { claims: { task: string; period: string; reward: number; createdAt: number }[]; signInDays: { day: string; createdAt: number }[] };
  };
}

describe.each(TEST_DIALECTS)('data exports on %s', (dialect) => {
  let t: TestApp;
  let now = Date.now();

  beforeAll(async () => {
    t = await createTestApp(dialect, { deps: { clock: () => now, scheduler: { now: () => now } } });
  });
  afterAll(() => t.close());

  const exportsOf = async (token: string) => (await t.call<{ list: DataExport[]; total: number }>('/member/privacy/exports', {}, { token })).data;

  it('prepares an archive of everything held about the member in a durable job, for the member only', async () => {
    const member = await readyPlayer(t, 100_000, '李四');
    const opened = await t.call<OpenBoxAnswer>('/member/openBox', { id: 'recoil', num: 1 }, { token: member.token });
    expect(opened.code).toBe(100);
    expect((await t.call('/pay-member/on_pay_url', { packageId: 'p30', payType: 'alipay' }, { token: member.token })).code).toBe(100);

    const asked = await t.call<DataExport>('/member/privacy/export', {}, { token: member.token });
    expect(asked).toMatchObject({ code: 100, data: { status: 'preparing', readyAt: null } });
    expect((await t.call('/member/privacy/export', {}, { token: member.token })).code).toBe(17001);
    expect((await download(t, asked.data.id, member.token)).json()).toMatchObject({ code: 17003 });

    await runAllDue(t.app);
    const [ready] = (await exportsOf(member.token)).list;
    expect(ready).toMatchObject({ id: asked.data.id, status: 'ready', readyAt: now, expiresAt: now + 7 * DAY });

    const response = await download(t, asked.data.id, member.token);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="lootbay-data-${asked.data.id}.json"`);
    expect(Number(ready?.size)).toBe(Buffer.byteLength(response.body));
    const archive = response.json() as Archive;
    const { parts } = archive;
    expect(archive).toMatchObject({ format: ARCHIVE_FORMAT, userId: member.userId });
    expect(parts.account.profile).toMatchObject({ userId: member.userId, mobile: member.mobile });
    expect(parts.account.realName?.realName).toBe('李四');
    expect(parts.account.sessions.length).toBeGreaterThan(0);
    expect(parts.wallet.transfers.map((transfer) => `${transfer.reason}:${transfer.direction}`)).toEqual(expect.arrayContaining(['test_grant:in', 'box_purchase:out']));
    expect(parts.wallet.balances['coin']).toBe(100_000 - opened.data.price);
    const open = opened.data.list[0]!;
    expect(parts.boxOpens).toEqual([expect.objectContaining({ openId: open.openId, rollPoint: open.rollPoint, publicHash: open.publicHash })]);
    expect(parts.fairness.rolls).toEqual([expect.objectContaining({ id: open.openId, rollPoint: open.rollPoint })]);
    expect(parts.backpack).toHaveLength(1);
    expect(parts.backpack[0]?.events.map((event) => event.action)).toEqual(['won']);
    expect(parts.recharge).toHaveLength(1);
    expect(parts.percentagePlays).toEqual([]);
    expect(parts.forgePlays).toEqual([]);
    expect(parts.arenaBattles).toEqual([]);
    expect(parts.retrievals).toEqual([]);
    expect(parts.mallExchanges).toEqual([]);
    expect(parts.supportChat).toBeNull();
    expect(parts.redPacketClaims).toEqual([]);
    expect(parts.rewardTasks.claims).toEqual([]);

    // Another member's export does not exist for anyone else; without a session nothing is answered.
    const stranger = await registerMember(t);
    expect((await download(t, asked.data.id, stranger.token)).json()).toMatchObject({ code: 17002 });
    expect((await download(t, asked.data.id)).json()).toMatchObject({ code: 10001 });
    expect((await exportsOf(stranger.token)).total).toBe(0);

    // A second run of the job (an instance that died before marking it done) changes nothing.
    await privacyRerun(asked.data.id);
    expect((await download(t, asked.data.id, member.token)).body).toBe(response.body);
  });

  it('carries the member\'s messages, support chat, red packet claims and reward tasks', async () => {
    const member = await readyPlayer(t);
    const as = <T>(path: string, body: Record<string, unknown> = {}) => t.call<T>(path, body, { token: member.token, locale: 'en' });

    // A personal message, read; an official one, read.
    expect((await t.inject({ method: 'POST', url: '/dev/messages', payload: { userId: member.userId, title: 'Hello', body: 'Welcome aboard.' } })).json()).toMatchObject({ code: 100 });
    const hello = (await as<{ list: InboxMessageView[] }>('/mybox/user/msg/list', { kind: 'personal' })).data.list.find((message) => message.title === 'Hello')!;
    expect((await as('/mybox/user/msg/detail', { id: hello.id })).code).toBe(100);
    const operator = await signedInOperator(t, 'operator');
    const official = await consoleCall<{ id: string }>(t, 'messages/official/send', { title: 'Maintenance', body: 'Sunday night.', requestId: `official-${member.userId}`, reason: 'maintenance' }, operator.token);
    expect((await as('/mybox/user/msg/detail', { id: official.data.id })).code).toBe(100);
    const readAt = now;

    // A line to support and its answer.
    const chat = (await as<{ token: string; conversationId: string }>('/hx/userToken')).data;
    expect((await as('/hx/send', { token: chat.token, text: 'Where is my item?', key: 'export-line-1' })).code).toBe(100);
    const support = await signedInOperator(t, 'support');
    // Lines of one moment have no order between them; the answer comes a second later.
    now += 1_000;
    expect((await consoleCall(t, 'support/answer', { conversationId: chat.conversationId, text: 'On its way.' }, support.token)).code).toBe(100);

    // A red packet and the day's sign-in reward.
    const packet = (await t.inject({ method: 'POST', url: '/dev/red-packets', payload: { count: 1, amount: 1_234 } })).json() as Envelope<{ code: string }>;
    expect(await as<number>('/member/drawRedGift', { code: packet.data.code })).toMatchObject({ code: 100, data: 1_234 });
    expect((await as('/web/user/activity/status')).code).toBe(100);
    expect((await as('/member/receiveReward', { id: 'daily_sign_in' })).code).toBe(100);

    const asked = (await as<DataExport>('/member/privacy/export')).data;
    await runAllDue(t.app);
    const { parts } = (await download(t, asked.id, member.token)).json() as Archive;

    expect(parts.messages.personal).toContainEqual({ id: hello.id, title: 'Hello', body: 'Welcome aboard.', time: expect.any(Number), readAt });
    // The claims' own notices are personal messages too, in the export's language.
    expect(parts.messages.personal.map((message) => message.title)).toEqual(expect.arrayContaining(['Red packet claimed']));
    expect(parts.messages.officialRead).toEqual([expect.objectContaining({ id: official.data.id, title: 'Maintenance', readAt })]);
    expect(parts.supportChat).toMatchObject({ conversationId: chat.conversationId });
    expect(parts.supportChat?.lines.map((line) => `${line.from}:${line.text}`)).toEqual(['member:Where is my item?', 'support:On its way.']);
    expect(parts.redPacketClaims).toEqual([{ packetId: expect.any(String), code: packet.data.code, seq: 1, amount: 1_234, createdAt: now }]);
    expect(parts.rewardTasks.claims).toEqual([{ task: 'daily_sign_in', period: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), reward: 10, createdAt: now }]);
    expect(parts.rewardTasks.signInDays).toEqual([{ day: parts.rewardTasks.claims[0]!.period, createdAt: now }]);
  });

  it('expires an archive after 7 days and deletes it with the daily task', async () => {
    const member = await registerMember(t);
    const asked = (await t.call<DataExport>('/member/privacy/export', {}, { token: member.token })).data;
    await runAllDue(t.app);
    // The member comes back within the week (which keeps the session), then after it.
    now += 6 * DAY;
    expect((await exportsOf(member.token)).list[0]).toMatchObject({ status: 'ready' });
    now += DAY;
    expect((await exportsOf(member.token)).list[0]).toMatchObject({ status: 'expired', size: null });
    expect((await download(t, asked.id, member.token)).json()).toMatchObject({ code: 17004 });
    const archives = () => t.database.db.kysely.selectFrom('privacy_exports').select('archive').where('id', '=', asked.id).executeTakeFirstOrThrow();
    expect((await archives()).archive).not.toBeNull();
    // The task's runs stand for their occurrences: one due after the expiry deletes the archive.
    for (let day = 0; day < 2; day += 1) {
      now += DAY;
      await runAllDue(t.app);
    }
    expect((await archives()).archive).toBeNull();
    // A new one may be asked for at once.
    expect((await t.call('/member/privacy/export', {}, { token: member.token })).code).toBe(100);
  });

  async function privacyRerun(exportId: string): Promise<void> {
    await t.app.scheduler.enqueue({ kind: 'privacy.prepare-export', runAt: now, payload: { exportId } });
    await runAllDue(t.app);
  }
});
