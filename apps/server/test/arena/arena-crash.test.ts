import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { TEST_GRANT } from '../helpers/players';
import { describe, expect, it } from 'vitest';
import type { ArenaBattle } from '@lootbay/shared/schemas/arena';
import type { Box } from '@lootbay/shared/schemas/catalog';
import { openDatabase, type Db } from '../../src/db/dialect';
import { createWalletService } from '../../src/modules/wallet/wallet.service';
import { bankCall, ledgerViolations, registerBankMember, type BankMember, type BankServer } from '../helpers/bank';
import { TEST_DIALECTS } from '../helpers/databases';
import { gameViolations } from '../helpers/games';
import { registeredGames, scratchDatabase, startServer } from '../helpers/server-process';

/** Rounds a few hundred ms apart, and a short lease, so a restarted server takes over the killed one's step soon. */
const PACE = { SCHEDULER: 'true', ARENA_COUNTDOWN_MS: '0', ARENA_ROUND_MS: '300', SCHEDULER_LEASE_MS: '2000' };

async function until(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function call<T>(server: BankServer, path: string, body: Record<string, unknown>, member?: BankMember): Promise<T> {
  const answer = await bankCall<T>(server, path, body, member ?? { ip: '10.0.0.1' });
  if (answer?.code !== 100) throw new Error(`${path}: ${answer ? `${answer.code} ${answer.msg}` : 'no answer'}`);
  return answer.data;
}

describe.each(TEST_DIALECTS)('arena battles with the server killed mid-battle on %s', (dialect) => {
  it('leaves every battle finished or resumable, and a restart plays each to its end with the ledger balanced', { timeout: 120_000 }, async () => {
    const scratch = await scratchDatabase(dialect);
    let first: { child: ChildProcess; server: BankServer } | undefined;
    let second: { child: ChildProcess; server: BankServer } | undefined;
    let db: Db | undefined;
    try {
      first = await startServer(scratch.url, PACE);
      db = openDatabase(scratch.config);
      const { server } = first;
      const members = await Promise.all(Array.from({ length: 6 }, (_, index) => registerBankMember(server, index)));
      const wallet = createWalletService({ db });
      const boxes = (await call<Box[]>(server, '/visitor/arenaBoxAll', {})).sort((a, b) => a.price - b.price).slice(0, 8);
      const price = boxes.reduce((sum, box) => sum + box.price, 0);
      await db.transaction((trx) =>
        wallet.transferMany(
          trx,
          members.map((member) => ({ id: `arena-crash:${member.userId}`, from: { system: 'promotions' }, to: { user: member.userId }, currency: 'coin', amount: price, reason: TEST_GRANT, reference: 'test' })),
        ),
      );
      const ids: string[] = [];
      for (let pair = 0; pair < 3; pair += 1) {
        const created = await call<ArenaBattle>(server, '/member/arenaAdd', { boxIds: boxes.map((box) => box.id), mode: '2p' }, members[pair * 2]);
        await call(server, '/member/arenaJoin', { id: created.id }, members[pair * 2 + 1]);
        ids.push(created.id);
      }
      const kysely = db.kysely;
      const battles = () => kysely.selectFrom('arena_battles').select(['id', 'status', 'rounds_played']).where('id', 'in', ids).execute();
      await until(async () => (await battles()).some((battle) => battle.rounds_played >= 2), 30_000);
      const exited = once(first.child, 'exit');
      first.child.kill('SIGKILL');
      await exited;

      const stopped = await battles();
      expect(stopped.some((battle) => battle.status !== 'finished')).toBe(true);
      expect(stopped.every((battle) => ['ready', 'fighting', 'finished'].includes(battle.status))).toBe(true);
      const games = await registeredGames(db);
      expect([...(await ledgerViolations(kysely)), ...(await gameViolations(kysely, games))]).toEqual([]);

      second = await startServer(scratch.url, PACE);
      await until(async () => (await battles()).every((battle) => battle.status === 'finished'), 60_000);
      for (const id of ids) {
        const battle = await call<ArenaBattle>(second.server, '/visitor/arenaDetail', { id });
        expect(battle.seats.map((seat) => seat.items.length)).toEqual([8, 8]);
        expect(battle.winners).toHaveLength(1);
      }
      const statuses = await kysely.selectFrom('backpack_items').select('status').where('user_id', 'in', members.map((member) => member.userId)).execute();
      expect(statuses.every((item) => item.status === 0 || item.status === 3)).toBe(true);
      expect([...(await ledgerViolations(kysely)), ...(await gameViolations(kysely, games))]).toEqual([]);
    } finally {
      first?.child.kill('SIGKILL');
      second?.child.kill('SIGKILL');
      await db?.close();
      await scratch.dispose();
    }
  });
});
