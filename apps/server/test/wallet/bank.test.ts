import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { assertBankHolds, BANK_CODES as CODES, bankSeed, bankViolations, insertBankCodes, registerBankFamily, registerBankMember, runBankWorkload, type BankLog, type BankServer } from '../helpers/bank';
import { TEST_DIALECTS } from '../helpers/databases';
import { gameViolations } from '../helpers/games';

describe.each(TEST_DIALECTS)('bank test over HTTP on %s', (dialect) => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  const start = async (): Promise<{ server: BankServer; app: TestApp }> => {
    const app = await createTestApp(dialect, { env: { TRUST_PROXY: '1' } });
    testApp = app;
    await app.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.app.server.address() as AddressInfo;
    await insertBankCodes(app.database.db.kysely);
    return { server: { baseUrl: `http://127.0.0.1:${port}`, authKey: app.config.authKey }, app };
  };

  it('keeps every money invariant under a seeded mixed workload', { timeout: 120_000 }, async () => {
    const seed = bankSeed();
    const { server, app } = await start();
    const members = await Promise.all(Array.from({ length: 6 }, (_, index) => registerBankMember(server, index)));
    const families = await Promise.all(Array.from({ length: 2 }, (_, index) => registerBankFamily(server, index, 2)));
    const outsiders = [await registerBankMember(server, 6, { verified: false })];
    const log = await runBankWorkload(server, {
      seed,
      members: [...members, ...families.flat()],
      families,
      outsiders,
      codes: CODES,
      operations: 150,
      concurrency: 8,
      paymentSecret: app.config.paymentSecret,
      db: app.database.db.kysely,
    });
    expect(log.orders.length).toBeGreaterThan(10);
    expect(log.effects.some((effect) => effect.outcome === 'ok')).toBe(true);
    expect(log.effects.some((effect) => effect.outcome === 'refused')).toBe(true);
    expect(log.purchases.some((purchase) => purchase.outcome === 'ok')).toBe(true);
    expect(log.orders.some((order) => order.paidAcknowledged)).toBe(true);
    expect(log.storePurchases.some((purchase) => purchase.sends.some((send) => send.outcome === 'ok'))).toBe(true);
    assertBankHolds([...(await bankViolations(app.database.db.kysely, log)), ...(await gameViolations(app.database.db.kysely, app.app.invariants))], seed);
  });

  it('catches a broken ledger, a lost acknowledgement, a credited decoy and a person paid twice by one code', { timeout: 60_000 }, async () => {
    const seed = bankSeed();
    const { server, app } = await start();
    const db = app.database.db.kysely;
    const members = await Promise.all(Array.from({ length: 2 }, (_, index) => registerBankMember(server, index)));
    const log: BankLog = await runBankWorkload(server, { seed, members, codes: CODES, operations: 30, concurrency: 4, paymentSecret: app.config.paymentSecret, db });
    expect(await bankViolations(db, log)).toEqual([]);

    const account = await db.selectFrom('ledger_accounts').selectAll().where('owner_kind', '=', 'user').orderBy('id').executeTakeFirstOrThrow();
    const userId = account.owner_id;
    await db.updateTable('ledger_accounts').set((eb) => ({ balance: eb('balance', '+', 1) })).where('id', '=', account.id).execute();
    const broken = await bankViolations(db, log);
    expect(broken.some((v) => v.startsWith('I2'))).toBe(true);
    expect(broken.some((v) => v.startsWith('I3'))).toBe(true);
    expect(broken.some((v) => v.startsWith('I6'))).toBe(true);

    const lost = { ...log, effects: [...log.effects, { kind: 'code' as const, userId, transferId: 'code:NEVER:x', deltas: {}, outcome: 'ok' as const }] };
    expect((await bankViolations(db, lost)).some((v) => v.includes('code:NEVER:x'))).toBe(true);

    const paid = log.orders.find((order) => order.paidAcknowledged);
    if (paid) {
      const decoy = { ...log, orders: [...log.orders.filter((o) => o !== paid), { ...paid, decoy: true }] };
      expect((await bankViolations(db, decoy)).some((v) => v.includes('decoy'))).toBe(true);
    }

    // The flaw of promotions per account: one person's two accounts both paid by a code.
    const [sub, owner] = await registerBankFamily(server, 0, 1);
    const now = Date.now();
    await db.insertInto('ledger_accounts').values({ id: 'system:promotions:jade', owner_kind: 'system', owner_id: 'promotions', currency: 'jade', balance: 0, created_at: now }).onConflict((oc) => oc.column('id').doNothing()).execute();
    for (const account of [sub, owner]) {
      const credit = `user:${account?.userId}:jade`;
      await db.insertInto('ledger_accounts').values({ id: credit, owner_kind: 'user', owner_id: account?.userId ?? '', currency: 'jade', balance: 1, created_at: now }).onConflict((oc) => oc.column('id').doNothing()).execute();
      await db.insertInto('ledger_transfers').values({ id: `code:BANKMANY:${account?.userId}`, debit_account_id: 'system:promotions:jade', credit_account_id: credit, currency: 'jade', amount: 1, reason: 'redemption_code', reference: 'code:BANKMANY', created_at: now }).execute();
    }
    expect((await bankViolations(db, log)).some((v) => v === `I5 code:BANKMANY of person ${owner?.userId} paid 2 times`)).toBe(true);
  });
});
