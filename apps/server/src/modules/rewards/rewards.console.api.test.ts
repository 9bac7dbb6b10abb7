import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@lootbay/shared/schemas/console';
import type { RedPacketDetail } from '@lootbay/shared/schemas/console-red-packets';
import type { RedPacket } from '@lootbay/shared/schemas/red-packets';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { ledgerViolations } from '../../../test/helpers/bank';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { readyPlayer } from '../../../test/helpers/players';
import { consoleCall, signedInOperator, type TestOperator } from '../../../test/kits/console';

describe.each(TEST_DIALECTS)('console red packets on %s', (dialect) => {
  let t: TestApp;
  let owner: TestOperator;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await signedInOperator(t, 'owner');
  });
  afterAll(() => t.close());

  const promotions = <T>(path: string, body: Record<string, unknown> = {}, token = owner.token) => consoleCall<T>(t, `promotions/${path}`, body, token);

  it('makes a red packet, lists it and shows who claimed what, with the making in the audit log', async () => {
    const made = await promotions<RedPacket>('red-packets/create', { code: 'spring2027', count: 3, amount: 600, validHours: 24, reason: 'spring festival' });
    expect(made.code).toBe(100);
    expect(made.data).toMatchObject({ code: 'SPRING2027', count: 3, amount: 600, condition: 'none', claimed: 0, paid: 0, expired: false });
    expect(await promotions('red-packets/create', { code: 'SPRING2027', count: 3, amount: 600, reason: 'again' })).toMatchObject({ code: 27006 });
    expect(await promotions('red-packets/create', { count: 3, amount: 600 })).toMatchObject({ code: 21005 });

    const members = [await readyPlayer(t), await readyPlayer(t)];
    const won = await Promise.all(members.map((member) => t.call<number>('/member/drawRedGift', { code: 'SPRING2027' }, { token: member.token })));
    expect(won.map((answer) => answer.code)).toEqual([100, 100]);

    const page = await promotions<{ list: RedPacket[]; total: number }>('red-packets', { page: 1, size: 20 });
    const listed = page.data.list.find((packet) => packet.code === 'SPRING2027');
    expect(listed).toMatchObject({ claimed: 2, paid: won[0]!.data + won[1]!.data });
    const detail = await promotions<RedPacketDetail>('red-packets/detail', { id: made.data.id });
    expect(detail.data.claims.map((claim) => claim.seq)).toEqual([1, 2]);
    expect(new Set(detail.data.claims.map((claim) => claim.userId))).toEqual(new Set(members.map((member) => member.userId)));
    expect(await promotions('red-packets/detail', { id: 'no-such-packet' })).toMatchObject({ code: 27001 });

    const audit = await consoleCall<AuditPage>(t, 'audit', { page: 1, size: 5 }, owner.token);
    expect(audit.data.list[0]).toMatchObject({ action: 'promotions/red-packets/create', target: 'red_packet:SPRING2027', reason: 'spring festival' });
    expect(await ledgerViolations(t.database.db.kysely)).toEqual([]);
  });

  it('lets support read red packets but not make them', async () => {
    const support = await signedInOperator(t, 'support');
    expect((await promotions('red-packets', {}, support.token)).code).toBe(100);
    expect((await promotions('red-packets/create', { count: 1, amount: 100, reason: 'try' }, support.token)).code).toBe(21004);
  });
});
