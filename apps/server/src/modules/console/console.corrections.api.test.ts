import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORRECTION_APPROVAL_THRESHOLD } from '@lootbay/shared/console';
import type { AuditPage } from '@lootbay/shared/schemas/console';
import type { Correction, CorrectionPage } from '@lootbay/shared/schemas/console-players';
import type { BlotterEntry } from '@lootbay/shared/schemas/wallet';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { ledgerViolations } from '../../../test/helpers/bank';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { registerMember, type RegisteredMember } from '../../../test/helpers/members';
import { grantCoins } from '../../../test/helpers/players';
import { createWalletService, type WalletService } from '../wallet/wallet.service';
import { consoleCall, signedInOperator, type TestOperator } from '../../../test/kits/console';

const LARGE = CORRECTION_APPROVAL_THRESHOLD + 50_000;

describe.each(TEST_DIALECTS)('console balance corrections on %s', (dialect) => {
  let t: TestApp;
  let wallet: WalletService;
  let asker: TestOperator;
  let approver: TestOperator;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    wallet = createWalletService({ db: t.database.db });
    asker = await signedInOperator(t, 'operator');
    approver = await signedInOperator(t, 'operator');
  });
  afterAll(() => t.close());

  const create = (operator: TestOperator, body: Record<string, unknown>) => consoleCall<Correction>(t, 'corrections/create', { currency: 'coin', reason: 'support ticket 42', ...body }, operator.token);
  const decide = (operator: TestOperator, action: 'approve' | 'reject', id: string) => consoleCall<Correction>(t, `corrections/${action}`, { id, reason: 'checked' }, operator.token);
  const house = async (currency = 'coin') => Number((await t.database.db.kysely.selectFrom('ledger_accounts').select('balance').where('id', '=', `system:house:${currency}`).executeTakeFirst())?.balance ?? 0);
  const correctionTransfers = async (id: string) => t.database.db.kysely.selectFrom('ledger_transfers').selectAll().where('reference', '=', `correction:${id}`).execute();
  const blotter = async (player: RegisteredMember) => (await t.call<{ list: BlotterEntry[] }>('/member/getUserBlotter', {}, { token: player.token })).data.list;
  const expectBalanced = async () => expect(await ledgerViolations(t.database.db.kysely)).toEqual([]);

  it("applies a small correction at once, as one transfer with the house, shown in the player's account records", async () => {
    const player = await registerMember(t);
    const houseBefore = await house();
    const credit = await create(asker, { userId: player.userId, amount: CORRECTION_APPROVAL_THRESHOLD });
    expect(credit.data).toMatchObject({ userId: player.userId, amount: CORRECTION_APPROVAL_THRESHOLD, status: 'applied', requestedBy: asker.operatorId, requestedByAccount: asker.account, decidedBy: asker.operatorId, transferId: `correction:${credit.data.id}` });
    expect(await wallet.balance(player.userId, 'coin')).toBe(CORRECTION_APPROVAL_THRESHOLD);
    expect(await house()).toBe(houseBefore - CORRECTION_APPROVAL_THRESHOLD);
    await expectBalanced();

    const debit = await create(asker, { userId: player.userId, amount: -2_500, currency: 'coin' });
    expect(debit.data.status).toBe('applied');
    expect(await wallet.balance(player.userId, 'coin')).toBe(CORRECTION_APPROVAL_THRESHOLD - 2_500);
    expect(await house()).toBe(houseBefore - CORRECTION_APPROVAL_THRESHOLD + 2_500);
    await expectBalanced();

    const records = await blotter(player);
    expect(records.slice(0, 2)).toMatchObject([
      { id: debit.data.transferId, currency: 'coin', amount: -2_500, reason: 'correction', reference: `correction:${debit.data.id}` },
      { id: credit.data.transferId, currency: 'coin', amount: CORRECTION_APPROVAL_THRESHOLD, reason: 'correction', reference: `correction:${credit.data.id}` },
    ]);
    const audit = (await consoleCall<AuditPage>(t, 'audit', { action: 'corrections/create', target: `user:${player.userId}` }, (await signedInOperator(t, 'owner')).token)).data;
    expect(audit.list[0]).toMatchObject({ actor: asker.account, before: { balance: CORRECTION_APPROVAL_THRESHOLD }, after: { balance: CORRECTION_APPROVAL_THRESHOLD - 2_500, correction: { id: debit.data.id } } });
  });

  it('refuses a debit beyond the balance and changes nothing', async () => {
    const player = await registerMember(t);
    await grantCoins(t, player.userId, 1_000);
    const listed = (await consoleCall<CorrectionPage>(t, 'corrections/list', { userId: player.userId }, asker.token)).data.total;
    const houseBefore = await house();
    for (const amount of [-1_001, -LARGE]) {
      const refused = await create(asker, { userId: player.userId, amount });
      expect(refused.code, String(amount)).toBe(21305);
    }
    expect(await wallet.balance(player.userId, 'coin')).toBe(1_000);
    expect(await house()).toBe(houseBefore);
    expect((await consoleCall<CorrectionPage>(t, 'corrections/list', { userId: player.userId }, asker.token)).data.total).toBe(listed);
    expect((await create(asker, { userId: player.userId, amount: -1_000 })).data.status).toBe('applied');
    expect(await wallet.balance(player.userId, 'coin')).toBe(0);
    await expectBalanced();
  });

  it('keeps a large correction pending until another operator approves it, once', async () => {
    const player = await registerMember(t);
    const asked = await create(asker, { userId: player.userId, amount: LARGE });
    expect(asked.data).toMatchObject({ status: 'pending', decidedBy: null, decidedAt: null, transferId: null });
    expect(await wallet.balance(player.userId, 'coin')).toBe(0);
    expect(await correctionTransfers(asked.data.id)).toEqual([]);

    expect((await decide(asker, 'approve', asked.data.id)).code).toBe(21304);
    const approved = await decide(approver, 'approve', asked.data.id);
    expect(approved.data).toMatchObject({ status: 'applied', decidedBy: approver.operatorId, decidedByAccount: approver.account, transferId: `correction:${asked.data.id}` });
    expect(await wallet.balance(player.userId, 'coin')).toBe(LARGE);
    expect((await decide(approver, 'approve', asked.data.id)).code).toBe(21303);
    expect((await decide(approver, 'reject', asked.data.id)).code).toBe(21303);
    expect(await correctionTransfers(asked.data.id)).toHaveLength(1);
    expect((await blotter(player))[0]).toMatchObject({ amount: LARGE, reason: 'correction' });
    await expectBalanced();
  });

  it('applies a correction exactly once when several operators approve it at the same moment', async () => {
    const player = await registerMember(t);
    const asked = await create(asker, { userId: player.userId, amount: LARGE });
    const approvers = await Promise.all([1, 2, 3, 4, 5].map(() => signedInOperator(t, 'operator')));
    const answers = await Promise.all(approvers.map((operator) => decide(operator, 'approve', asked.data.id)));
    expect(answers.filter((answer) => answer.code === 100)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code !== 100).map((answer) => answer.code)).toEqual([21303, 21303, 21303, 21303]);
    expect(await correctionTransfers(asked.data.id)).toHaveLength(1);
    expect(await wallet.balance(player.userId, 'coin')).toBe(LARGE);
    await expectBalanced();
  });

  it('applies nothing for a rejected correction; a requester may withdraw their own', async () => {
    const player = await registerMember(t);
    const houseBefore = await house();
    const turnedDown = await create(asker, { userId: player.userId, amount: LARGE });
    expect((await decide(approver, 'reject', turnedDown.data.id)).data).toMatchObject({ status: 'rejected', decidedBy: approver.operatorId, transferId: null });
    expect((await decide(approver, 'approve', turnedDown.data.id)).code).toBe(21303);
    const withdrawn = await create(asker, { userId: player.userId, amount: LARGE });
    expect((await decide(asker, 'reject', withdrawn.data.id)).data.status).toBe('rejected');
    expect(await wallet.balance(player.userId, 'coin')).toBe(0);
    expect(await house()).toBe(houseBefore);
    expect(await correctionTransfers(turnedDown.data.id)).toEqual([]);
    expect(await blotter(player)).toEqual([]);
  });

  it('refuses to approve a pending debit the balance no longer covers, and it stays pending', async () => {
    const player = await registerMember(t);
    await grantCoins(t, player.userId, LARGE);
    const asked = await create(asker, { userId: player.userId, amount: -LARGE });
    expect(asked.data.status).toBe('pending');
    await create(asker, { userId: player.userId, amount: -1 });
    expect((await decide(approver, 'approve', asked.data.id)).code).toBe(21305);
    const [still] = (await consoleCall<CorrectionPage>(t, 'corrections/list', { userId: player.userId, status: 'pending' }, asker.token)).data.list;
    expect(still).toMatchObject({ id: asked.data.id, status: 'pending' });
    expect(await wallet.balance(player.userId, 'coin')).toBe(LARGE - 1);
    await expectBalanced();
  });

  it('lists corrections newest first by status and player, with the names of who asked and decided', async () => {
    const player = await registerMember(t);
    const applied = await create(asker, { userId: player.userId, amount: 100, currency: 'diamond' });
    const pending = await create(asker, { userId: player.userId, amount: LARGE, currency: 'diamond' });
    const all = (await consoleCall<CorrectionPage>(t, 'corrections/list', { userId: player.userId }, asker.token)).data;
    expect(all.list.map((correction) => correction.id)).toEqual([pending.data.id, applied.data.id]);
    expect(all.list[1]).toMatchObject({ currency: 'diamond', nickname: expect.any(String), requestedByAccount: asker.account, decidedByAccount: asker.account });
    const waiting = (await consoleCall<CorrectionPage>(t, 'corrections/list', { status: 'pending', size: 100 }, asker.token)).data;
    expect(waiting.list.every((correction) => correction.status === 'pending')).toBe(true);
    expect(waiting.list.map((correction) => correction.id)).toContain(pending.data.id);
  });

  it('refuses a zero or fractional amount and an unknown player', async () => {
    const player = await registerMember(t);
    for (const amount of [0, 1.5]) expect((await create(asker, { userId: player.userId, amount })).code, String(amount)).toBe(21301);
    expect((await create(asker, { userId: 'nobody', amount: 100 })).code).toBe(21201);
    expect((await decide(approver, 'approve', 'nothing')).code).toBe(21302);
  });
});
