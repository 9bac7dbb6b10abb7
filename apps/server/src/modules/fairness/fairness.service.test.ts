import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRollPoint } from '@lootbay/shared/fairness/game-roll';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../../../test/helpers/databases';
import { gameViolations } from '../../../test/helpers/games';
import { createFairnessService, type DrawPurpose, type FairnessService } from './fairness.service';

/** A coin toss: heads below 50001, tails above. */
const TOSS: DrawPurpose = {
  game: 'toss',
  reference: 'toss:test',
  odds: {
    id: 'toss@1',
    hash: 'toss-hash',
    entries: [
      { range: { from: 1, to: 50_000 }, outcome: 'heads' },
      { range: { from: 50_001, to: 100_000 }, outcome: 'tails' },
    ],
  },
};

function referenceRoll(secret: string, userSeed: string, round: number): number {
  const hex = createHmac('sha256', secret).update(`${userSeed}:${round}`).digest('hex');
  return Number((BigInt(`0x${hex.slice(0, 15)}`) % 100000n) + 1n);
}

describe.each(TEST_DIALECTS)('fairness service on %s', (dialect) => {
  let database: TestDatabase;
  let fairness: FairnessService;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    fairness = createFairnessService({ db: database.db, secretKey: 'a-test-fairness-key-0123456789abcdef' });
  });
  afterAll(() => database.dispose());

  const rollIn = (userId: string, count: number, purpose = TOSS) => database.db.transaction((trx) => fairness.drawOwnSeed(trx, userId, count, purpose));
  /** What a member's device does first: it makes a random seed and sends it. */
  const deviceSeed = (userId: string) => fairness.updateUserSeed(userId, `device-${userId}`);

  it('gives a new user a pair at round 0 and keeps it', async () => {
    const first = await fairness.userKey('u-new');
    expect(first.round).toBe(0);
    expect(first.publicHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.previous).toBeNull();
    expect(await fairness.userKey('u-new')).toEqual(first);
  });

  it('rolls consecutive rounds, and a reset reveals the secret that explains them', async () => {
    await deviceSeed('u-roll');
    const before = await fairness.userKey('u-roll');
    const rolls = [...(await rollIn('u-roll', 3)), ...(await rollIn('u-roll', 2))];
    expect(rolls.map((roll) => roll.round)).toEqual([0, 1, 2, 3, 4]);
    expect((await fairness.userKey('u-roll')).round).toBe(5);

    const reset = await fairness.resetUserKey('u-roll');
    expect(reset.previousPublicHash).toBe(before.publicHash);
    expect(reset.previousRound).toBe(5);
    expect(createHash('sha256').update(reset.secretHash + reset.secretSalt).digest('hex')).toBe(before.publicHash);
    for (const roll of rolls) {
      expect(roll.publicHash).toBe(before.publicHash);
      expect(roll.rollPoint).toBe(referenceRoll(reset.secretHash, before.userSeed, roll.round));
    }
    expect(reset.round).toBe(0);
    expect(reset.publicHash).not.toBe(before.publicHash);

    const after = await fairness.userKey('u-roll');
    expect(after).toMatchObject({ publicHash: reset.publicHash, round: 0, userSeed: before.userSeed });
    expect(after.previous).toMatchObject({ secretHash: reset.secretHash, secretSalt: reset.secretSalt, publicHash: before.publicHash, round: 5 });
    expect((await rollIn('u-roll', 1))[0]!.round).toBe(0);
  });

  it('uses the edited user seed from the next roll on', async () => {
    await fairness.updateUserSeed('u-seed', 'my-own_seed1');
    const [roll] = await rollIn('u-seed', 1);
    expect(roll!.seed).toBe('my-own_seed1');
    const reset = await fairness.resetUserKey('u-seed');
    expect(roll!.rollPoint).toBe(referenceRoll(reset.secretHash, 'my-own_seed1', roll!.round));
    await expect(fairness.updateUserSeed('u-seed', 'has space')).rejects.toMatchObject({ key: 'USER_SEED_INVALID' });
    await expect(fairness.updateUserSeed('u-seed', '')).rejects.toMatchObject({ key: 'USER_SEED_INVALID' });
    await expect(fairness.updateUserSeed('u-seed', 'x'.repeat(65))).rejects.toMatchObject({ key: 'USER_SEED_INVALID' });
  });

  it('a rolled-back open gives its rounds back (no gaps)', async () => {
    await deviceSeed('u-back');
    await rollIn('u-back', 2);
    await expect(
      database.db.transaction(async (trx) => {
        await fairness.drawOwnSeed(trx, 'u-back', 3, TOSS);
        throw new Error('the open failed');
      }),
    ).rejects.toThrow('the open failed');
    expect((await rollIn('u-back', 1))[0]!.round).toBe(2);
  });

  it('concurrent rolls of one user get unique, gap-free rounds', async () => {
    await deviceSeed('u-race');
    const counts = Array.from({ length: 24 }, (_, index) => (index % 5) + 1);
    const batches = await Promise.all(counts.map((count) => rollIn('u-race', count)));
    const rounds = batches.flat().map((roll) => roll.round).sort((a, b) => a - b);
    const total = counts.reduce((sum, count) => sum + count, 0);
    expect(rounds).toEqual(Array.from({ length: total }, (_, index) => index));
    for (const batch of batches) {
      // One call's boxes use consecutive rounds.
      expect(batch.map((roll) => roll.round - batch[0]!.round)).toEqual(batch.map((_, index) => index));
    }
  });

  it('rolls racing several resets all land, each on the pair it names, rounds gap-free', async () => {
    await deviceSeed('u-storm');
    const work = [...Array.from({ length: 12 }, () => rollIn('u-storm', 2)), ...Array.from({ length: 10 }, () => fairness.resetUserKey('u-storm'))];
    const results = await Promise.allSettled(work);
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(await gameViolations(database.db.kysely)).toEqual([]);
  });

  it('concurrent first uses and resets leave exactly one pair in play', async () => {
    await Promise.all([fairness.userKey('u-first'), fairness.userKey('u-first'), deviceSeed('u-first'), fairness.userKey('u-first')]);
    const resets = await Promise.all([fairness.resetUserKey('u-first'), fairness.resetUserKey('u-first')]);
    expect(new Set(resets.map((reset) => reset.secretHash)).size).toBe(2);
    const inPlay = await database.db.kysely.selectFrom('fairness_keys').select('id').where('active_for', '=', 'u-first').execute();
    expect(inPlay).toHaveLength(1);
  });

  it('check recomputes a roll point and the commitment', async () => {
    const secret = 'a'.repeat(64);
    const salt = 'b'.repeat(32);
    const hash = createHash('sha256').update(secret + salt).digest('hex');
    expect(await fairness.checkRollPoint({ secretHash: secret, userSeed: 'player-seed', round: 999_999 })).toEqual({ rollPoint: 81130, hashMatches: null });
    await expect(fairness.checkRollPoint({ secretHash: secret, userSeed: 'player-seed' })).rejects.toMatchObject({ key: 'ROLL_CHECK_INCOMPLETE' });
    expect((await fairness.checkRollPoint({ secretHash: secret, secretSalt: salt, publicHash: hash, userSeed: 's', round: 1 })).hashMatches).toBe(true);
    expect((await fairness.checkRollPoint({ secretHash: secret, secretSalt: 'c', publicHash: hash, userSeed: 's', round: 1 })).hashMatches).toBe(false);
  });

  it('throw-away rolls come with their revealed pair', async () => {
    const tryOut = await fairness.throwAwayRolls(3);
    expect(createHash('sha256').update(tryOut.secretHash + tryOut.secretSalt).digest('hex')).toBe(tryOut.publicHash);
    expect(tryOut.rolls.map((roll) => roll.rollPoint)).toEqual([0, 1, 2].map((round) => referenceRoll(tryOut.secretHash, tryOut.userSeed, round)));
  });

  it('rolls nothing before the device sent a seed, and takes no round for it', async () => {
    const fresh = await fairness.userKey('u-no-seed');
    expect(fresh.userSeed).toBe('');
    await expect(rollIn('u-no-seed', 1)).rejects.toMatchObject({ key: 'USER_SEED_REQUIRED' });
    expect((await fairness.userKey('u-no-seed')).round).toBe(0);
    await deviceSeed('u-no-seed');
    expect((await rollIn('u-no-seed', 1))[0]).toMatchObject({ round: 0, seed: 'device-u-no-seed' });
  });

  it('commits the next pair before the seed that starts it exists', async () => {
    await deviceSeed('u-next');
    const before = await fairness.userKey('u-next');
    expect(before.nextPublicHash).toMatch(/^[0-9a-f]{64}$/);
    expect(before.nextPublicHash).not.toBe(before.publicHash);
    const reset = await fairness.resetUserKey('u-next', 'fresh-from-device');
    expect(reset).toMatchObject({ publicHash: before.nextPublicHash, userSeed: 'fresh-from-device', round: 0 });
    expect(reset.nextPublicHash).not.toBe(before.nextPublicHash);
    expect(await fairness.userKey('u-next')).toMatchObject({ publicHash: before.nextPublicHash, nextPublicHash: reset.nextPublicHash, userSeed: 'fresh-from-device' });
    await expect(fairness.resetUserKey('u-next', 'not ok')).rejects.toMatchObject({ key: 'USER_SEED_INVALID' });
  });

  it('keeps secrets and salts encrypted at rest', async () => {
    await deviceSeed('u-sealed');
    const key = await database.db.kysely.selectFrom('fairness_keys').selectAll().where('active_for', '=', 'u-sealed').executeTakeFirstOrThrow();
    expect(key.secret).toMatch(/^v1\./);
    expect(key.salt).toMatch(/^v1\./);
    const reset = await fairness.resetUserKey('u-sealed');
    expect(key.secret).not.toContain(reset.secretHash);
    expect(createHash('sha256').update(reset.secretHash + reset.secretSalt).digest('hex')).toBe(key.public_hash);
    const other = createFairnessService({ db: database.db, secretKey: 'another-key-entirely-0123456789abcdef' });
    await expect(other.userKey('u-sealed')).rejects.toThrow();
  });

  it('appends every roll to the round ledger, one counter per pair across games, each provable by its id', async () => {
    await deviceSeed('u-ledger');
    const coin = await rollIn('u-ledger', 2);
    const dice = await rollIn('u-ledger', 1, { ...TOSS, game: 'dice', reference: 'dice:1' });
    expect([...coin, ...dice].map((roll) => roll.round)).toEqual([0, 1, 2]);
    const hidden = await fairness.proof(dice[0]!.rollId);
    expect(hidden).toMatchObject({ kind: 'pair', game: 'dice', reference: 'dice:1', round: 2, index: 0, seed: 'device-u-ledger', oddsId: 'toss@1', oddsHash: 'toss-hash', secretHash: null });
    expect(hidden.outcome).toBe(dice[0]!.rollPoint <= 50_000 ? 'heads' : 'tails');
    expect(await fairness.checkRollPoint({ id: dice[0]!.rollId })).toMatchObject({ rollPoint: dice[0]!.rollPoint, hashMatches: null });
    const reset = await fairness.resetUserKey('u-ledger');
    const shown = await fairness.checkRollPoint({ id: coin[1]!.rollId });
    expect(shown).toMatchObject({ rollPoint: coin[1]!.rollPoint, hashMatches: true, proof: { secretHash: reset.secretHash, secretSalt: reset.secretSalt } });
    expect(referenceRoll(reset.secretHash, 'device-u-ledger', 1)).toBe(coin[1]!.rollPoint);
    await expect(fairness.proof('no-such-roll')).rejects.toMatchObject({ key: 'ROLL_NOT_FOUND' });
    expect(await gameViolations(database.db.kysely)).toEqual([]);
  });

  it('rolls a game seed committed first, fixed from the players in join order, revealed at the end', async () => {
    const { id, publicHash } = await database.db.transaction((trx) => fairness.commitGameSeed(trx, 'battle', 'battle:1'));
    await expect(database.db.transaction((trx) => fairness.drawGameSeed(trx, id, 0, [{ index: 0, userId: 'a' }], TOSS))).rejects.toThrow(/no client seed/);
    const clientSeed = await database.db.transaction((trx) => fairness.fixClientSeed(trx, id, ['alice', 'bob']));
    expect(clientSeed).toBe(createHash('sha256').update('alice:bob').digest('hex'));
    await expect(database.db.transaction((trx) => fairness.fixClientSeed(trx, id, ['mallory']))).rejects.toThrow(/fixed already/);
    const seats = [
      { index: 0, userId: 'alice' },
      { index: 1, userId: 'bob' },
    ];
    const rounds = await database.db.transaction(async (trx) => [
      ...(await fairness.drawGameSeed(trx, id, 0, seats, { ...TOSS, game: 'battle', reference: 'battle:1' })),
      ...(await fairness.drawGameSeed(trx, id, 1, seats, { ...TOSS, game: 'battle', reference: 'battle:1' })),
    ]);
    expect((await fairness.gameSeed(id)).secretHash).toBeNull();
    expect((await fairness.proof(rounds[3]!.rollId)).secretHash).toBeNull();
    await database.db.transaction((trx) => fairness.revealGameSeed(trx, id));
    await expect(database.db.transaction((trx) => fairness.drawGameSeed(trx, id, 2, seats, TOSS))).rejects.toThrow(/revealed/);
    const seed = await fairness.gameSeed(id);
    expect(seed).toMatchObject({ publicHash, clientSeed, userSeeds: ['alice', 'bob'] });
    expect(createHash('sha256').update(seed.secretHash! + seed.secretSalt!).digest('hex')).toBe(publicHash);
    for (const roll of rounds) {
      expect(await gameRollPoint({ secret: seed.secretHash!, clientSeed, round: roll.round, index: roll.index })).toBe(roll.rollPoint);
      const checked = await fairness.checkRollPoint({ id: roll.rollId });
      expect(checked).toMatchObject({ rollPoint: roll.rollPoint, hashMatches: true, proof: { kind: 'game', userSeeds: ['alice', 'bob'], seed: clientSeed } });
    }
    expect(await gameViolations(database.db.kysely)).toEqual([]);
  });
});
