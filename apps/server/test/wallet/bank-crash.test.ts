import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { DEV_PAYMENT_SECRET } from '../../src/config';
import { openDatabase, type Db } from '../../src/db/dialect';
import { assertBankHolds, BANK_CODES, bankSeed, bankViolations, insertBankCodes, registerBankMember, runBankWorkload, type BankServer } from '../helpers/bank';
import { TEST_DIALECTS } from '../helpers/databases';
import { gameViolations } from '../helpers/games';
import { registeredGames, scratchDatabase, startServer } from '../helpers/server-process';

describe.each(TEST_DIALECTS)('bank test with the server killed mid-load on %s', (dialect) => {
  it('keeps what was acknowledged through SIGKILL and restart', { timeout: 180_000 }, async () => {
    const seed = bankSeed();
    const scratch = await scratchDatabase(dialect);
    let first: { child: ChildProcess; server: BankServer } | undefined;
    let second: { child: ChildProcess; server: BankServer } | undefined;
    let db: Db | undefined;
    try {
      first = await startServer(scratch.url);
      db = openDatabase(scratch.config);
      await insertBankCodes(db.kysely);
      const firstServer = first.server;
      const members = await Promise.all(Array.from({ length: 5 }, (_, index) => registerBankMember(firstServer, index)));
      const child = first.child;
      const exited = once(child, 'exit');
      const log = await runBankWorkload(firstServer, {
        seed,
        members,
        codes: BANK_CODES,
        operations: 90,
        concurrency: 8,
        paymentSecret: DEV_PAYMENT_SECRET,
        db: db.kysely,
        midway: { after: 45, action: async () => void child.kill('SIGKILL') },
      });
      await exited;
      expect(child.signalCode).toBe('SIGKILL');
      const unknown = log.effects.filter((effect) => effect.outcome === 'unknown').length;
      expect(unknown).toBeGreaterThan(0);

      second = await startServer(scratch.url);
      await runBankWorkload(second.server, { seed: seed + 1, members, codes: BANK_CODES, operations: 40, concurrency: 8, paymentSecret: DEV_PAYMENT_SECRET, db: db.kysely, log });
      assertBankHolds([...(await bankViolations(db.kysely, log)), ...(await gameViolations(db.kysely, await registeredGames(db)))], seed);
    } finally {
      first?.child.kill('SIGKILL');
      second?.child.kill('SIGKILL');
      await db?.close();
      await scratch.dispose();
    }
  });
});
