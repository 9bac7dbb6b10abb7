import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { ITEM_ORIGIN, ITEM_STATUS, SOURCE_TYPE } from '@lootbay/shared/schemas/backpack';
import type { Retrieval } from '@lootbay/shared/schemas/retrieval';
import { openDatabase, type Db } from '../../src/db/dialect';
import { createBackpackService } from '../../src/modules/backpack/backpack.service';
import { createCatalogService } from '../../src/modules/catalog/catalog.service';
import { createWalletService } from '../../src/modules/wallet/wallet.service';
import { tradeLink, COURSE } from '../kits/retrieval';
import { bankCall, ledgerViolations, registerBankMember, type BankMember, type BankServer } from '../helpers/bank';
import { TEST_DIALECTS } from '../helpers/databases';
import { gameViolations } from '../helpers/games';
import { retrievalViolations } from '../helpers/retrievals';
import { registeredGames, scratchDatabase, startServer } from '../helpers/server-process';

/** The market at a five-thousandth of the spec's timings, the scheduler on, and a short lease so a restarted server takes the jobs over soon. */
const PACE = { SCHEDULER: 'true', MARKET_TIME_SCALE: '0.0002', MARKET_LATENCY_MS: '20', RETRIEVAL_POLL_MS: '200', SCHEDULER_LEASE_MS: '2000' };
const ITEMS = 6;

type Server = { child: ChildProcess; server: BankServer };

async function call<T>(server: BankServer, path: string, member: BankMember, body: Record<string, unknown> = {}): Promise<T> {
  const answer = await bankCall<T>(server, path, body, member);
  if (answer?.code !== 100) throw new Error(`${path}: ${answer ? `${answer.code} ${answer.msg}` : 'no answer'}`);
  return answer.data;
}

async function kill(running: Server): Promise<void> {
  const exited = once(running.child, 'exit');
  running.child.kill('SIGKILL');
  await exited;
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`${what} did not happen in time`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.each(TEST_DIALECTS)('retrieval with the server killed mid-way on %s', (dialect) => {
  it(`delivers each of ${ITEMS} items once after a SIGKILL, on the instances that come back`, { timeout: 150_000 }, async () => {
    const scratch = await scratchDatabase(dialect);
    const running: Server[] = [];
    let db: Db | undefined;
    try {
      running.push(await startServer(scratch.url, PACE));
      db = openDatabase(scratch.config);
      const kysely = db.kysely;
      const member = await registerBankMember(running[0]!.server, 0);
      await call(running[0]!.server, '/member/bindTransactionUrl', member, { transactionUrl: tradeLink(COURSE.deliver) });
      const ornaments = await kysely.selectFrom('ornaments').select(['id', 'price']).where('weapon_type', '=', 'rifle').limit(ITEMS).execute();
      const backpack = createBackpackService({ db, catalog: createCatalogService({ db }), wallet: createWalletService({ db }) });
      const items = await db.transaction((trx) =>
        backpack.grant(
          trx,
          member.userId,
          ornaments.map((row) => ({ ornamentId: row.id, price: Number(row.price), sourceType: SOURCE_TYPE.shopExchange, origin: ITEM_ORIGIN.box, reference: 'test_gift' })),
        ),
      );
      await call<{ list: Retrieval[] }>(running[0]!.server, '/member/takeBack', member, { ids: items });
      const states = () => kysely.selectFrom('retrievals').select(['sell_status', 'finished_at']).where('user_id', '=', member.userId).execute();

      // Killed once the market has answered some of them, with others still on their way.
      await waitFor(async () => (await states()).some((row) => row.sell_status !== 0), 60_000, 'a first answer of the market');
      await kill(running.pop()!);
      expect((await states()).some((row) => row.finished_at === null)).toBe(true);

      // Several instances need PostgreSQL; SQLite serves one at a time.
      running.push(await startServer(scratch.url, PACE));
      if (dialect === 'postgres') running.push(await startServer(scratch.url, PACE));
      await waitFor(async () => (await states()).every((row) => row.finished_at !== null), 120_000, 'every delivery');

      const rows = await kysely.selectFrom('retrievals').selectAll().where('user_id', '=', member.userId).execute();
      expect(rows.map((row) => row.outcome)).toEqual(Array(ITEMS).fill('delivered'));
      const held = await kysely.selectFrom('backpack_items').select('status').where('user_id', '=', member.userId).execute();
      expect(held.map((row) => row.status)).toEqual(Array(ITEMS).fill(ITEM_STATUS.retrieved));
      const games = await registeredGames(db);
      expect([...(await ledgerViolations(kysely)), ...(await gameViolations(kysely, games)), ...(await retrievalViolations(kysely))]).toEqual([]);
    } finally {
      for (const server of running) server.child.kill('SIGKILL');
      await db?.close();
      await scratch.dispose();
    }
  });
});
