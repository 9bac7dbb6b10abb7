import { TEST_GRANT } from '../../../test/helpers/players';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { AppError } from '@lootbay/shared/errors';
import { gameRollPoint } from '@lootbay/shared/fairness/game-roll';
import type { OddsTable } from '@lootbay/shared/fairness/odds';
import { ITEM_STATUS } from '@lootbay/shared/schemas/backpack';
import { ledgerViolations } from '../../../test/helpers/bank';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../../../test/helpers/databases';
import { gameViolations } from '../../../test/helpers/games';
import { createBackpackService, type BackpackService } from '../backpack/backpack.service';
import { seedCatalog } from '../catalog/catalog.seed';
import { createCatalogService } from '../catalog/catalog.service';
import { createFairnessService, type FairnessService } from '../fairness/fairness.service';
import { createWalletService, type WalletService } from '../wallet/wallet.service';
import { createPlayGate, type GateValues } from './play-gate';
import type { GameInvariantSource, GameRecord } from './play.invariants';
import { createPlayService, type PlayService } from './play.service';

const STAKE = 500;
const HOUSE = 100;
/** Either seat may win: the seat whose roll is higher. */
const DUEL_ODDS: OddsTable = { id: 'duel@1', hash: 'duel-odds', entries: [{ range: { from: 1, to: 100_000 }, outcome: 'roll' }] };

/**
 * A two-player duel built only on the engine, as a real multi-player game is: each player joins by
 * staking coins into escrow and an item; the last join fixes the client seed; the settlement rolls
 * one round of the game seed, pays the winner from escrow, gives the house its share, returns the
 * winner's item and takes the loser's, and reveals the seed. Its records live in memory.
 */
function duelGame(play: PlayService, fairness: FairnessService, db: TestDatabase['db']) {
  const duels = new Map<string, { seedId: string; players: { userId: string; itemId: string; seed: string }[]; rolls: { id: string; userId: string }[]; winner?: string }>();
  const source: GameInvariantSource = {
    game: 'duel',
    async records() {
      return [...duels].map(
        ([gameRef, duel]): GameRecord => ({
          gameRef,
          rolls: duel.rolls.map((roll) => ({ id: roll.id, outcome: 'roll', oddsHash: DUEL_ODDS.hash })),
          items: [],
          staked: { coin: STAKE * duel.players.length },
          settled: duel.winner !== undefined,
        }),
      );
    },
  };
  return {
    source,
    duels,
    async create(): Promise<string> {
      const id = randomUUID();
      const { id: seedId } = await db.transaction((trx) => fairness.commitGameSeed(trx, 'duel', id));
      duels.set(id, { seedId, players: [], rolls: [] });
      return id;
    },
    join(duelId: string, userId: string, itemId: string, requestId?: string) {
      return play.play({
        game: 'duel',
        userId,
        requestId,
        gameRef: duelId,
        settles: false,
        content: { duelId, itemId },
        play: async (round) => {
          const duel = duels.get(duelId)!;
          if (duel.players.length === 2) throw new AppError('DATA_ABNORMAL');
          await round.stakeCoins({ currency: 'coin', amount: STAKE, into: 'escrow', reason: 'arena_seat' });
          await round.stakeItems([itemId]);
          const seed = await fairness.userSeedIn(round.trx, userId);
          round.afterCommit(() => duel.players.push({ userId, itemId, seed }));
          return { seats: duel.players.length + 1 };
        },
        load: async () => ({ seats: duels.get(duelId)!.players.length }),
        answer: async (records) => records,
      });
    },
    settle(duelId: string, requestId: string) {
      const duel = duels.get(duelId)!;
      return play.play({
        game: 'duel',
        userId: duel.players[0]!.userId,
        requestId,
        gameRef: duelId,
        content: { duelId },
        play: async (round) => {
          await fairness.fixClientSeed(
            round.trx,
            duel.seedId,
            duel.players.map((player) => player.seed),
          );
          const draws = await round.drawGameSeed(
            duel.seedId,
            0,
            duel.players.map((player, index) => ({ index, userId: player.userId })),
            DUEL_ODDS,
          );
          const winner = draws[0]!.rollPoint >= draws[1]!.rollPoint ? 0 : 1;
          const [won, lost] = [duel.players[winner]!, duel.players[1 - winner]!];
          await round.payCoins({ userId: won.userId, currency: 'coin', amount: STAKE * 2 - HOUSE, from: 'escrow', reason: 'arena_refund' });
          await round.houseShare({ currency: 'coin', amount: HOUSE, reason: 'arena_battle' });
          await round.settleItems(won.userId, [won.itemId], 'returned');
          await round.settleItems(lost.userId, [lost.itemId], 'lost');
          await fairness.revealGameSeed(round.trx, duel.seedId);
          round.afterCommit(() => {
            duel.rolls = draws.map((draw, index) => ({ id: draw.rollId, userId: duel.players[index]!.userId }));
            duel.winner = won.userId;
          });
          return { winner: won.userId, points: draws.map((draw) => draw.rollPoint) };
        },
        // A racer may load before the first settlement's after-commit hook has run (its commit's answer can come later than the racer's): wait for it.
        load: async () => {
          for (let wait = 0; duel.winner === undefined && wait < 100; wait += 1) await new Promise((resolve) => setTimeout(resolve, 10));
          return { winner: duel.winner!, points: [] as number[] };
        },
        answer: async (records) => records.winner,
      });
    },
  };
}

describe.each(TEST_DIALECTS)('play engine on %s', (dialect) => {
  let database: TestDatabase;
  let wallet: WalletService;
  let fairness: FairnessService;
  let backpack: BackpackService;
  let play: PlayService;
  let ornamentId: string;
  let duel: ReturnType<typeof duelGame>;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await seedCatalog(database.db, 1, null);
    const catalog = createCatalogService({ db: database.db });
    wallet = createWalletService({ db: database.db });
    fairness = createFairnessService({ db: database.db, secretKey: 'a-test-fairness-key-0123456789abcdef' });
    backpack = createBackpackService({ db: database.db, catalog, wallet });
    const gate = createPlayGate();
    gate.setStandingRead({
      query: (userId) => sql<GateValues>`select cast(${userId} as text) as member`,
      check: (_db, userId, rows) => {
        if (rows[0]?.['member'] !== userId) throw new Error('the standing read answered another member');
        if (userId.startsWith('excluded')) throw new AppError('ACCOUNT_DISABLED');
        return {};
      },
    });
    play = createPlayService({ db: database.db, fairness, wallet, backpack, gate });
    duel = duelGame(play, fairness, database.db);
    ornamentId = (await catalog.boxInfo('starter', 'en')).ornaments[0]!.id;
  });
  afterAll(() => database.dispose());

  /** A player with coins, one item and a device seed. */
  async function player(name: string): Promise<{ userId: string; itemId: string }> {
    const userId = `${name}-${randomUUID()}`;
    await fairness.updateUserSeed(userId, `${name}-device`);
    const itemId = await database.db.transaction(async (trx) => {
      await wallet.transferMany(trx, [{ id: `fund:${userId}`, from: { system: 'promotions' }, to: { user: userId }, currency: 'coin', amount: 1_000, reason: TEST_GRANT, reference: 'test' }]);
      return (await backpack.grant(trx, userId, [{ ornamentId, price: 300, sourceType: 0, origin: 1, reference: 'test' }]))[0]!;
    });
    return { userId, itemId };
  }

  const escrow = async () => Number((await database.db.kysely.selectFrom('ledger_accounts').select('balance').where('id', '=', 'system:escrow:coin').executeTakeFirst())?.balance ?? 0);
  const status = async (itemId: string) => (await database.db.kysely.selectFrom('backpack_items').select('status').where('id', '=', itemId).executeTakeFirstOrThrow()).status;
  const invariants = async () => [...(await ledgerViolations(database.db.kysely)), ...(await gameViolations(database.db.kysely, [duel.source]))];

  it('holds stakes in escrow until the game settles, once, from a game seed anyone can check', async () => {
    const [alice, bob] = [await player('alice'), await player('bob')];
    const duelId = await duel.create();
    await duel.join(duelId, alice.userId, alice.itemId);
    await duel.join(duelId, bob.userId, bob.itemId, 'bob-join-1');
    // A retried join answers the first one and stakes nothing more.
    await duel.join(duelId, bob.userId, bob.itemId, 'bob-join-1');
    expect(await escrow()).toBe(STAKE * 2);
    expect(await status(alice.itemId)).toBe(ITEM_STATUS.inBattle);
    expect(await invariants()).toEqual([]);

    const winner = await duel.settle(duelId, 'settle-1');
    expect(await duel.settle(duelId, 'settle-1')).toBe(winner);
    expect(await escrow()).toBe(0);
    const loser = winner === alice.userId ? bob : alice;
    expect(await wallet.balance(winner, 'coin')).toBe(1_000 - STAKE + STAKE * 2 - HOUSE);
    expect(await wallet.balance(loser.userId, 'coin')).toBe(1_000 - STAKE);
    expect(await status(loser.itemId)).toBe(ITEM_STATUS.battleLost);
    expect(await status(winner === alice.userId ? alice.itemId : bob.itemId)).toBe(ITEM_STATUS.normal);
    // Coins staked earn site experience; the stake, not the win.
    expect((await wallet.level(alice.userId)).experience).toBe(STAKE / 100);

    const seed = await fairness.gameSeed(duel.duels.get(duelId)!.seedId);
    expect(seed.userSeeds).toEqual(['alice-device', 'bob-device']);
    for (const roll of duel.duels.get(duelId)!.rolls) {
      const proof = await fairness.proof(roll.id);
      expect(await gameRollPoint({ secret: seed.secretHash!, clientSeed: seed.clientSeed!, round: proof.round, index: proof.index })).toBe(proof.rollPoint);
    }
    expect(await invariants()).toEqual([]);
  });

  it('settles a game once: a second settlement under another key is refused by the database', async () => {
    const [carol, dave] = [await player('carol'), await player('dave')];
    const duelId = await duel.create();
    await duel.join(duelId, carol.userId, carol.itemId);
    await duel.join(duelId, dave.userId, dave.itemId);
    await duel.settle(duelId, 'settle-a');
    await expect(duel.settle(duelId, 'settle-b')).rejects.toThrow();
    expect(await escrow()).toBe(0);
    expect(await invariants()).toEqual([]);
  });

  it('answers racing settlements under one key once each, with the same winner, and settles once', async () => {
    const [erin, frank] = [await player('erin'), await player('frank')];
    const duelId = await duel.create();
    await duel.join(duelId, erin.userId, erin.itemId);
    await duel.join(duelId, frank.userId, frank.itemId);
    const winners = await Promise.all(Array.from({ length: 6 }, () => duel.settle(duelId, 'settle-raced')));
    expect(new Set(winners).size).toBe(1);
    expect(await escrow()).toBe(0);
    expect(await invariants()).toEqual([]);
  });

  it('refuses a player the gate refuses, and a refused play changes nothing', async () => {
    const excluded = await player('excluded');
    const duelId = await duel.create();
    await expect(duel.join(duelId, excluded.userId, excluded.itemId)).rejects.toMatchObject({ key: 'ACCOUNT_DISABLED' });
    expect(await wallet.balance(excluded.userId, 'coin')).toBe(1_000);
    expect(await status(excluded.itemId)).toBe(ITEM_STATUS.normal);
    expect(await database.db.kysely.selectFrom('plays').select('id').where('user_id', '=', excluded.userId).execute()).toEqual([]);
  });

  it('its checker catches a game that kept stakes, a roll nobody declared and a play without records', async () => {
    const [erin, frank] = [await player('erin'), await player('frank')];
    const duelId = await duel.create();
    await duel.join(duelId, erin.userId, erin.itemId);
    await duel.join(duelId, frank.userId, frank.itemId);
    const record = duel.duels.get(duelId)!;
    // The game claims to be over without having paid anything out.
    record.winner = erin.userId;
    const kept = await gameViolations(database.db.kysely, [duel.source]);
    expect(kept.some((violation) => violation.startsWith('I11') && violation.includes('escrow still holds'))).toBe(true);
    expect(kept.some((violation) => violation.includes('not settled exactly once'))).toBe(true);
    expect(kept.some((violation) => violation.includes(`item ${erin.itemId} is still staked`))).toBe(true);
    record.winner = undefined;
    await database.db.transaction((trx) => fairness.drawOwnSeed(trx, erin.userId, 1, { game: 'duel', reference: `duel:${duelId}`, odds: DUEL_ODDS }));
    expect((await gameViolations(database.db.kysely, [duel.source])).some((violation) => violation.includes(`I9 duel:${duelId} rolled 1 times`))).toBe(true);
    duel.duels.delete(duelId);
    expect((await gameViolations(database.db.kysely, [duel.source])).some((violation) => violation.includes(`play of duel:${duelId} left no records`))).toBe(true);
  });
});
