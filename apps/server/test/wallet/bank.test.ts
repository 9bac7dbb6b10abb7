import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { assertBankHolds, BANK_CODES as CODES, bankSeed, bankViolations, insertBankCodes, registerBankMember, runBankWorkload, type BankLog, type BankServer } from '../helpers/bank';
import { TEST_DIALECTS } from '../helpers/databases';
import { gameViolations } from '../helpers/games';

describe.each(TEST_DIALECTS)('bank test over HTTP on %s', (dialect) => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  const start = async (): Promise<{ server: BankServer; app: TestApp }> => {
    const app = await createTestApp(dialect, { env: { TRUST_PROXY: 'true' } });
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
    const log = await runBankWorkload(server, {
      seed,
      members,
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
    assertBankHolds([...(await bankViolations(app.database.db.kysely, log)), ...(await gameViolations(app.database.db.kysely, app.app.invariants))], seed);
  });

  it('catches a broken ledger, a lost acknowledgement and a credited decoy', { timeout: 60_000 }, async () => {
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
  });
});
