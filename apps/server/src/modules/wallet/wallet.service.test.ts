import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '@lootbay/shared/errors';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../../../test/helpers/databases';
import { ledgerViolations, snapshotTransfers } from '../../../test/helpers/bank';
import { createWalletService, type TransferRequest, type WalletService } from './wallet.service';

function errorKey(error: unknown): string {
  return error instanceof AppError ? error.key : String(error);
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return errorKey(error);
  }
  throw new Error('expected a refusal');
}

describe.each(TEST_DIALECTS)('wallet ledger on %s', (dialect) => {
  let database: TestDatabase;
  let wallet: WalletService;
  let seq = 0;
  const key = (label: string) => `${label}-${(seq += 1)}`;

  const fund = (userId: string, amount: number, currency: TransferRequest['currency'] = 'coin') =>
    database.db.transaction((trx) =>
      wallet.transfer(trx, { id: key('fund'), from: { system: 'payments' }, to: { user: userId }, currency, amount, reason: 'recharge', reference: 'test' }),
    );
  const spend = (userId: string, amount: number, id = key('spend')) =>
    database.db.transaction((trx) =>
      wallet.transfer(trx, { id, from: { user: userId }, to: { system: 'sales' }, currency: 'coin', amount, reason: 'box_purchase', reference: 'box:1' }),
    );

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    wallet = createWalletService({ db: database.db });
  });
  afterEach(async () => {
    expect(await ledgerViolations(database.db.kysely)).toEqual([]);
    await database.dispose();
  });

  it('moves money between a system account and a user, both balances in one step', async () => {
    await fund('u1', 1_000);
    await spend('u1', 250);
    expect(await wallet.balances('u1')).toEqual({ coin: 750, diamond: 0, ingot: 0, jade: 0, balance: 0 });
    const page = await wallet.blotter('u1', { page: 1, size: 10 });
    expect(page.total).toBe(2);
    expect(page.list.map((entry) => entry.amount).sort((a, b) => a - b)).toEqual([-250, 1_000]);
  });

  it('refuses a debit beyond the balance and writes nothing', async () => {
    await fund('u1', 100);
    const before = await snapshotTransfers(database.db.kysely);
    expect(await refusal(spend('u1', 101))).toBe('INSUFFICIENT_BALANCE');
    expect(await wallet.balance('u1', 'coin')).toBe(100);
    expect(await snapshotTransfers(database.db.kysely)).toHaveLength(before.length);
  });

  it('refuses any debit of a user who never had an account', async () => {
    expect(await refusal(spend('nobody', 1))).toBe('INSUFFICIENT_BALANCE');
  });

  it('lets a system account go negative', async () => {
    await fund('u1', 500);
    const rows = await database.db.kysely.selectFrom('ledger_accounts').selectAll().where('id', '=', 'system:payments:coin').execute();
    expect(Number(rows[0]?.balance)).toBe(-500);
  });

  it('answers a replay with the first result and changes nothing', async () => {
    await fund('u1', 1_000);
    const first = await spend('u1', 300, 'purchase-1');
    const again = await spend('u1', 300, 'purchase-1');
    expect(first.replayed).toBe(false);
    expect(again.replayed).toBe(true);
    expect(again.transfer).toEqual(first.transfer);
    expect(await wallet.balance('u1', 'coin')).toBe(700);
  });

  it('refuses a reused key with other content and changes nothing', async () => {
    await fund('u1', 1_000);
    await spend('u1', 300, 'purchase-2');
    expect(await refusal(spend('u1', 301, 'purchase-2'))).toBe('TRANSFER_KEY_REUSED');
    expect(await wallet.balance('u1', 'coin')).toBe(700);
  });

  it('writes fresh transfers with the appends, and fails the whole work when a fresh key was used after all', async () => {
    await fund('u1', 1_000);
    const fresh = (id: string, amount: number) =>
      database.db.transaction(async (trx) => {
        await wallet.transferMany(trx, [{ id, from: { user: 'u1' }, to: { system: 'sales' }, currency: 'coin', amount, reason: 'box_purchase', reference: 'box:1' }], { fresh: true });
        await wallet.debitWithAutoConversion(trx, { id: `${id}:stake`, userId: 'u1', currency: 'coin', amount, to: 'escrow', reason: 'arena_seat', reference: 'box:1', fresh: true });
      });
    await fresh('fresh-1', 100);
    expect(await wallet.balance('u1', 'coin')).toBe(800);
    const before = await snapshotTransfers(database.db.kysely);
    await expect(fresh('fresh-1', 100)).rejects.toThrow();
    expect(await wallet.balance('u1', 'coin')).toBe(800);
    expect(await snapshotTransfers(database.db.kysely)).toEqual(before);
  });

  it('applies a batch all or nothing', async () => {
    await fund('u1', 100);
    const batch = database.db.transaction((trx) =>
      wallet.transferMany(trx, [
        { id: key('a'), from: { system: 'prizes' }, to: { user: 'u1' }, currency: 'jade', amount: 50, reason: 'arena_rank_prize', reference: 'x' },
        { id: key('b'), from: { user: 'u1' }, to: { system: 'sales' }, currency: 'coin', amount: 200, reason: 'box_purchase', reference: 'x' },
      ]),
    );
    expect(await refusal(batch)).toBe('INSUFFICIENT_BALANCE');
    expect(await wallet.balances('u1')).toMatchObject({ coin: 100, jade: 0 });
  });

  it('rolls the caller’s own work back with a refused debit', async () => {
    await fund('u1', 10);
    const work = database.db.transaction(async (trx) => {
      await wallet.addExperience(trx, 'u1', 5_000);
      await wallet.transfer(trx, { id: key('p'), from: { user: 'u1' }, to: { system: 'sales' }, currency: 'coin', amount: 5_000, reason: 'box_purchase', reference: 'x' });
    });
    expect(await refusal(work)).toBe('INSUFFICIENT_BALANCE');
    expect((await wallet.level('u1')).experience).toBe(0);
  });

  it('never overspends under concurrent debits', async () => {
    await fund('u1', 200);
    const results = await Promise.allSettled(Array.from({ length: 40 }, () => spend('u1', 10)));
    const ok = results.filter((result) => result.status === 'fulfilled').length;
    const refused = results.filter((result) => result.status === 'rejected').map((result) => errorKey((result as PromiseRejectedResult).reason));
    expect(ok).toBe(20);
    expect(new Set(refused)).toEqual(new Set(['INSUFFICIENT_BALANCE']));
    expect(await wallet.balance('u1', 'coin')).toBe(0);
  });

  it('creates an account once when its first uses race', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        database.db.transaction((trx) =>
          wallet.transfer(trx, { id: key('first-use'), from: { system: 'house' }, to: { user: `newcomer-${index}` }, currency: 'diamond', amount: 5, reason: 'arena_rank_prize', reference: 'x' }),
        ),
      ),
    );
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(await wallet.balance('newcomer-7', 'diamond')).toBe(5);
  });

  it('applies one concurrent key once', async () => {
    await fund('u1', 1_000);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => spend('u1', 100, 'same-key')));
    expect(results.every((result) => result.status === 'fulfilled')).toBe(true);
    const replays = results.filter((result) => result.status === 'fulfilled' && result.value.replayed).length;
    expect(replays).toBe(9);
    expect(await wallet.balance('u1', 'coin')).toBe(900);
  });

  it('does not deadlock batches that cross the same accounts in opposite directions', async () => {
    await fund('a', 10_000);
    await fund('b', 10_000);
    const swap = (from: string, to: string) =>
      database.db.transaction((trx) =>
        wallet.transferMany(trx, [
          { id: key('x'), from: { user: from }, to: { system: 'escrow' }, currency: 'coin', amount: 10, reason: 'arena_seat', reference: 'g' },
          { id: key('y'), from: { system: 'escrow' }, to: { user: to }, currency: 'coin', amount: 10, reason: 'arena_refund', reference: 'g' },
        ]),
      );
    await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? swap('a', 'b') : swap('b', 'a'))));
    expect((await wallet.balance('a', 'coin')) + (await wallet.balance('b', 'coin'))).toBe(20_000);
  });

  it.runIf(dialect === 'postgres')('runs a transaction again when PostgreSQL aborts it as a deadlock', async () => {
    await fund('a', 1_000);
    await fund('b', 1_000);
    let arrived = 0;
    let release!: () => void;
    const barrier = new Promise<void>((resolve) => (release = resolve));
    const attempts = { ab: 0, ba: 0 };
    // Two separate transfers in opposite orders, both first steps done before either second step:
    // a real deadlock, which PostgreSQL breaks by aborting one transaction.
    const crossing = (first: 'a' | 'b', second: 'a' | 'b', label: 'ab' | 'ba', own: 'house' | 'prizes', other: 'house' | 'prizes') =>
      database.db.transaction(async (trx) => {
        attempts[label] += 1;
        await wallet.transfer(trx, { id: `${label}-1`, from: { user: first }, to: { system: own }, currency: 'coin', amount: 10, reason: 'arena_seat', reference: label });
        arrived += 1;
        if (arrived === 2) release();
        await barrier;
        await wallet.transfer(trx, { id: `${label}-2`, from: { user: second }, to: { system: other }, currency: 'coin', amount: 10, reason: 'arena_seat', reference: label });
      });
    await Promise.all([crossing('a', 'b', 'ab', 'house', 'prizes'), crossing('b', 'a', 'ba', 'prizes', 'house')]);
    // At least one abort and rerun; on a loaded machine a rerun may meet the other again.
    expect(attempts.ab + attempts.ba).toBeGreaterThanOrEqual(3);
    expect(await wallet.balances('a')).toMatchObject({ coin: 980 });
    expect(await wallet.balances('b')).toMatchObject({ coin: 980 });
  });

  it('offers jade for an ingot shortfall, and uses it when accepted or automatic', async () => {
    await fund('u1', 100, 'ingot');
    await fund('u1', 500, 'jade');
    const buy = (id: string, useJade?: boolean) =>
      database.db.transaction((trx) =>
        wallet.debitWithAutoConversion(trx, { id, userId: 'u1', currency: 'ingot', amount: 300, to: 'sales', reason: 'fishing_tool', reference: 'item:1', useJade }),
      );
    let offer: unknown;
    try {
      await buy('buy-1');
    } catch (error) {
      expect(errorKey(error)).toBe('INSUFFICIENT_INGOTS_OR_COINS');
      offer = (error as AppError).data;
    }
    expect(offer).toEqual({ currency: 'ingot', shortfall: 200, jade: 500, canDeductWithJade: true });
    const accepted = await buy('buy-1', true);
    expect(accepted.convertedJade).toBe(200);
    expect(await wallet.balances('u1')).toMatchObject({ ingot: 0, jade: 300 });
    expect((await buy('buy-1', true)).replayed).toBe(true);

    await fund('u1', 100, 'ingot');
    await wallet.setAutoConversion('u1', true);
    expect((await buy('buy-2')).convertedJade).toBe(200);
    expect(await wallet.balances('u1')).toMatchObject({ ingot: 0, jade: 100 });
    expect(await refusal(buy('buy-3'))).toBe('INSUFFICIENT_BALANCE');
  });

  it('converts jade into ingots one way', async () => {
    await fund('u1', 500, 'jade');
    expect(await wallet.convertJade('u1', 200, 'c1')).toEqual({ jade: 300, ingot: 200 });
    expect(await refusal(wallet.convertJade('u1', 301, 'c2'))).toBe('INSUFFICIENT_BALANCE');
    expect(await refusal(wallet.convertJade('u1', 0, 'c3'))).toBe('CONVERSION_AMOUNT_INVALID');
    const records = await wallet.blotter('u1', { page: 1, size: 10, reason: 'jade_conversion' });
    expect(records.list.map((entry) => [entry.currency, entry.amount]).sort()).toEqual([['ingot', 200], ['jade', -200]]);
  });

  it('filters and pages the account records', async () => {
    for (let i = 0; i < 5; i += 1) await fund('u1', 100 + i);
    await fund('u1', 7, 'diamond');
    await fund('u2', 9);
    const coins = await wallet.blotter('u1', { page: 2, size: 2, currency: 'coin' });
    expect(coins.total).toBe(5);
    expect(coins.list).toHaveLength(2);
    expect((await wallet.blotter('u1', { page: 1, size: 10, currency: 'diamond' })).list.map((e) => e.amount)).toEqual([7]);
    expect((await wallet.blotter('u1', { page: 1, size: 10, from: Date.now() + 60_000 })).total).toBe(0);
    expect((await wallet.blotter('u1', { page: 1, size: 10, reason: 'prize' })).total).toBe(0);
  });

  it('announces a member’s new balances after commit, and nothing after a refusal', async () => {
    const heard: unknown[] = [];
    const announcing = createWalletService({ db: database.db, realtime: { publish: async (audience, message) => void heard.push({ audience, message }) } });
    const pay = (amount: number) =>
      database.db.transaction((trx) =>
        announcing.transfer(trx, { id: key('pay'), from: { user: 'u9' }, to: { system: 'sales' }, currency: 'coin', amount, reason: 'box_purchase', reference: 'x' }),
      );
    await fund('u9', 300);
    await pay(100);
    await expect.poll(() => heard.length).toBe(1);
    expect(heard[0]).toEqual({
      audience: { kind: 'user', userId: 'u9' },
      message: { type: 'wallet_balance', data: { coin: 200, diamond: 0, ingot: 0, jade: 0, balance: 0, mallAmount: 0 } },
    });
    expect(await refusal(pay(1_000))).toBe('INSUFFICIENT_BALANCE');
    await pay(50);
    await expect.poll(() => heard.length).toBe(2);
    expect(heard).toHaveLength(2);
  });

  it('turns coins spent into experience and levels', async () => {
    await database.db.transaction((trx) => wallet.addExperience(trx, 'u1', 150_050));
    expect(await wallet.level('u1')).toEqual({ level: 4, experience: 1_500, levelExperience: 1_000, nextLevelExperience: 3_000, progress: 25 });
    expect((await wallet.level('nobody')).level).toBe(1);
  });

  it('agrees with an in-memory model under any sequence of transfers', async () => {
    const users = ['p', 'q', 'r'];
    const command = fc.record({
      from: fc.oneof(fc.constantFrom(...users).map((user) => ({ user })), fc.constant({ system: 'payments' as const })),
      to: fc.oneof(fc.constantFrom(...users).map((user) => ({ user })), fc.constant({ system: 'sales' as const })),
      currency: fc.constantFrom('coin' as const, 'jade' as const),
      amount: fc.integer({ min: 1, max: 500 }),
      key: fc.integer({ min: 0, max: 30 }),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 25 }), async (commands) => {
        run += 1;
        const model = new Map<string, number>();
        const applied = new Map<string, string>();
        for (const c of commands) {
          const id = `m${run}-${c.key}`;
          const request: TransferRequest = { id, from: c.from, to: c.to, currency: c.currency, amount: c.amount, reason: 'correction', reference: 'model' };
          const fromId = 'user' in c.from ? `${c.from.user}${run}` : null;
          const toId = 'user' in c.to ? `${c.to.user}${run}` : null;
          const scoped: TransferRequest = { ...request, from: fromId ? { user: fromId } : c.from, to: toId ? { user: toId } : c.to };
          const content = JSON.stringify(scoped);
          const same = fromId !== null && fromId === toId;
          let expected: string;
          if (same) expected = 'malformed';
          else if (applied.has(id)) expected = applied.get(id) === content ? 'replay' : 'TRANSFER_KEY_REUSED';
          else if (fromId && (model.get(`${fromId}:${c.currency}`) ?? 0) < c.amount) expected = 'INSUFFICIENT_BALANCE';
          else expected = 'ok';
          let actual: string;
          try {
            const result = await database.db.transaction((trx) => wallet.transfer(trx, scoped));
            actual = result.replayed ? 'replay' : 'ok';
          } catch (error) {
            actual = error instanceof AppError ? error.key : 'malformed';
          }
          expect(actual).toBe(expected);
          if (expected === 'ok') {
            applied.set(id, content);
            if (fromId) model.set(`${fromId}:${c.currency}`, (model.get(`${fromId}:${c.currency}`) ?? 0) - c.amount);
            if (toId) model.set(`${toId}:${c.currency}`, (model.get(`${toId}:${c.currency}`) ?? 0) + c.amount);
          }
        }
        for (const user of users) {
          const held = await wallet.balances(`${user}${run}`);
          expect(held.coin).toBe(model.get(`${user}${run}:coin`) ?? 0);
          expect(held.jade).toBe(model.get(`${user}${run}:jade`) ?? 0);
        }
      }),
      { numRuns: dialect === 'postgres' ? 25 : 60 },
    );
  });
});
