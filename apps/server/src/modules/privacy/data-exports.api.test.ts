import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenBoxAnswer } from '@lootbay/shared/schemas/boxes';
import type { DataExport } from '@lootbay/shared/schemas/privacy';
import { createTestApp, runAllDue, type TestApp } from '../../../test/helpers/app';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { registerMember } from '../../../test/helpers/members';
import { readyPlayer } from '../../../test/helpers/players';
import { ARCHIVE_FORMAT } from './data-exports';
import { download } from './privacy.test-kit';

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

    // Another member's export does not exist for anyone else; without a session nothing is answered.
    const stranger = await registerMember(t);
    expect((await download(t, asked.data.id, stranger.token)).json()).toMatchObject({ code: 17002 });
    expect((await download(t, asked.data.id)).json()).toMatchObject({ code: 10001 });
    expect((await exportsOf(stranger.token)).total).toBe(0);

    // A second run of the job (an instance that died before marking it done) changes nothing.
    await privacyRerun(asked.data.id);
    expect((await download(t, asked.data.id, member.token)).body).toBe(response.body);
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
