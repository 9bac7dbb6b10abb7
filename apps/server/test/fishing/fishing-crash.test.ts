import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { TEST_GRANT } from '../helpers/players';
import { describe, expect, it } from 'vitest';
import type { FishingStatus } from '@lootbay/shared/schemas/fishing';
import { openDatabase, type Db } from '../../src/db/dialect';
import { createWalletService } from '../../src/modules/wallet/wallet.service';
import { baitViolations } from '../kits/fishing';
import { bankCall, ledgerViolations, registerBankMember, type BankMember, type BankServer } from '../helpers/bank';
import { TEST_DIALECTS } from '../helpers/databases';
import { gameViolations } from '../helpers/games';
import { registeredGames, scratchDatabase, startServer } from '../helpers/server-process';

/** Catches two seconds apart, the scheduler on, and a short lease so a restarted server takes the sweep over soon. */
const CATCH_SECONDS = 2;
const PACE = { SCHEDULER: 'true', FISHING_CATCH_SECONDS: String(CATCH_SECONDS), SCHEDULER_LEASE_MS: '2000' };
const BAIT = 10;

type Server = { child: ChildProcess; server: BankServer };

async function call<T>(server: BankServer, name: string, member: BankMember, body: Record<string, unknown> = {}): Promise<T> {
  const answer = await bankCall<T>(server, `/activity/fish/${name}`, body, member);
  if (answer?.code !== 100) throw new Error(`${name}: ${answer ? `${answer.code} ${answer.msg}` : 'no answer'}`);
  return answer.data;
}

async function kill(running: Server): Promise<void> {
  const exited = once(running.child, 'exit');
  running.child.kill('SIGKILL');
  await exited;
}

/**
 * The member keeps the fishing page open on every running server, each reading the status twice a
 * second (a read lands what is due), while the servers' sweeps run too; answers once `done` holds.
 */
async function watchUntil(servers: readonly Server[], member: BankMember, done: (catches: number) => boolean, timeoutMs: number, catches: () => Promise<number>): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!done(await catches())) {
    if (Date.now() > end) throw new Error('catches did not land in time');
    await Promise.all(servers.map((running) => bankCall<FishingStatus>(running.server, '/activity/fish/fishingStatus', {}, member)));
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe.each(TEST_DIALECTS)('leisure fishing with the server killed twice on %s', (dialect) => {
  it(`lands exactly ${BAIT} catches ${CATCH_SECONDS} s apart, whichever servers are up when they fall due`, { timeout: 120_000 }, async () => {
    const scratch = await scratchDatabase(dialect);
    const running: Server[] = [];
    let db: Db | undefined;
    try {
      running.push(await startServer(scratch.url, PACE));
      db = openDatabase(scratch.config);
      const kysely = db.kysely;
      const member = await registerBankMember(running[0]!.server, 0);
      await db.transaction((trx) => createWalletService({ db: db! }).transferMany(trx, [{ id: `fishing-crash:${member.userId}`, from: { system: 'promotions' }, to: { user: member.userId }, currency: 'coin', amount: 10_000, reason: TEST_GRANT, reference: 'test' }]));
      await call(running[0]!.server, 'mallBuyFishTool', member, { id: 'bait-1', num: 1 });
      const started = await call<FishingStatus>(running[0]!.server, 'startFishing', member, { placeId: 1, mode: 'leisure', toolId: 'bait-1', bait: BAIT });
      const catches = async () => (await kysely.selectFrom('fishing_sessions').select('catches').where('id', '=', started.sessionId!).executeTakeFirstOrThrow()).catches;

      await watchUntil(running, member, (landed) => landed >= 3, 30_000, catches);
      await kill(running.pop()!);
      running.push(await startServer(scratch.url, PACE));
      await watchUntil(running, member, (landed) => landed >= 6, 30_000, catches);
      await kill(running.pop()!);
      // Several instances need PostgreSQL; SQLite serves one at a time.
      running.push(await startServer(scratch.url, PACE));
      if (dialect === 'postgres') running.push(await startServer(scratch.url, PACE));
      await watchUntil(running, member, (landed) => landed >= BAIT, 60_000, catches);

      const status = await call<FishingStatus>(running[0]!.server, 'fishingStatus', member);
      expect(status).toMatchObject({ active: false, endReason: 'exhausted', catches: BAIT, endedAt: started.startedAt! + BAIT * CATCH_SECONDS * 1000 });
      const rows = await kysely.selectFrom('fishing_catches').selectAll().where('session_id', '=', started.sessionId!).orderBy('seq').execute();
      expect(rows.map((row) => row.seq)).toEqual(Array.from({ length: BAIT }, (_, index) => index + 1));
      expect(rows.map((row) => Number(row.caught_at) - started.startedAt!)).toEqual(rows.map((row) => row.seq * CATCH_SECONDS * 1000));
      expect(await kysely.selectFrom('backpack_items').select('id').where('user_id', '=', member.userId).execute()).toHaveLength(BAIT);
      const games = await registeredGames(db);
      expect([...(await ledgerViolations(kysely)), ...(await gameViolations(kysely, games)), ...(await baitViolations(kysely))]).toEqual([]);
    } finally {
      for (const server of running) server.child.kill('SIGKILL');
      await db?.close();
      await scratch.dispose();
    }
  });
});
