import { randomInt } from 'node:crypto';
import { migrateToLatest } from '../../apps/server/src/db/migrator';
import { createWalletService } from '../../apps/server/src/modules/wallet/wallet.service';
import { freshDatabase, percentile } from '../database';
import type { Measurement } from '../measure';
import type { Scenario, ScenarioContext } from '../scenario';

const USERS = 100;
const WORKERS = 10;
const START_BALANCE = 100_000_000;

/**
 * Ledger transfers between members through the wallet service, each in its own transaction with
 * its conditional debit and both balance updates: the cost every money feature pays, without HTTP.
 */
async function run(context: ScenarioContext): Promise<Measurement> {
  const { db, dispose } = await freshDatabase(context, 'ledger');
  try {
    await migrateToLatest(db);
    const wallet = createWalletService({ db });
    const users = Array.from({ length: USERS }, (_, index) => `bench-user-${index}`);
    await db.transaction((trx) =>
      wallet.transferMany(
        trx,
        users.map((user) => ({ id: `fund:${user}`, from: { system: 'promotions' }, to: { user }, currency: 'coin', amount: START_BALANCE, reason: 'redemption_code', reference: user })),
      ),
    );

    const latencies: number[] = [];
    let sequence = 0;
    const stopAt = Date.now() + context.seconds * 1000;
    const worker = async () => {
      while (Date.now() < stopAt) {
        const fromIndex = randomInt(USERS);
        const from = users[fromIndex] as string;
        const to = users[(fromIndex + randomInt(1, USERS)) % USERS] as string;
        const started = performance.now();
        await db.transaction((trx) =>
          wallet.transfer(trx, { id: `t:${sequence++}`, from: { user: from }, to: { user: to }, currency: 'coin', amount: randomInt(1, 1000), reason: 'correction', reference: 'bench' }),
        );
        latencies.push(performance.now() - started);
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    latencies.sort((a, b) => a - b);
    return {
      requestsPerSecond: Math.round(latencies.length / context.seconds),
      p50Ms: Number(percentile(latencies, 50).toFixed(2)),
      p99Ms: Number(percentile(latencies, 99).toFixed(2)),
      errors: 0,
      non2xx: 0,
      extra: { transfers: latencies.length },
    };
  } finally {
    await dispose();
  }
}

export const ledgerTransfers: Scenario = { name: 'ledger-transfer', run };
