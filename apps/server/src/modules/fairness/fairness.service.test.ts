import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../../../test/helpers/databases';
import { createFairnessService, type FairnessService } from './fairness.service';

function referenceRoll(secret: string, userSeed: string, round: number): number {
  const hex = createHmac('sha256', secret).update(`${userSeed}:${round}`).digest('hex');
  return Number((BigInt(`0x${hex.slice(0, 15)}`) % 100000n) + 1n);
}

describe.each(TEST_DIALECTS)('fairness service on %s', (dialect) => {
  let database: TestDatabase;
  let fairness: FairnessService;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    fairness = createFairnessService(database.db.kysely);
  });
  afterAll(() => database.dispose());

  const rollIn = (userId: string, count: number) => database.db.kysely.transaction().execute((trx) => fairness.roll(trx, userId, count));

  it('gives a new user a pair at round 0 and keeps it', async () => {
    const first = await fairness.userKey('u-new');
    expect(first.round).toBe(0);
    expect(first.publicHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.previous).toBeNull();
    expect(await fairness.userKey('u-new')).toEqual(first);
  });

  it('rolls consecutive rounds, and a reset reveals the secret that explains them', async () => {
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
    expect(roll!.userSeed).toBe('my-own_seed1');
    const reset = await fairness.resetUserKey('u-seed');
    expect(roll!.rollPoint).toBe(referenceRoll(reset.secretHash, 'my-own_seed1', roll!.round));
    await expect(fairness.updateUserSeed('u-seed', 'has space')).rejects.toMatchObject({ key: 'USER_SEED_INVALID' });
    await expect(fairness.updateUserSeed('u-seed', '')).rejects.toMatchObject({ key: 'USER_SEED_INVALID' });
    await expect(fairness.updateUserSeed('u-seed', 'x'.repeat(65))).rejects.toMatchObject({ key: 'USER_SEED_INVALID' });
  });

  it('a rolled-back open gives its rounds back (no gaps)', async () => {
    await rollIn('u-back', 2);
    await expect(
      database.db.kysely.transaction().execute(async (trx) => {
        await fairness.roll(trx, 'u-back', 3);
        throw new Error('the open failed');
      }),
    ).rejects.toThrow('the open failed');
    expect((await rollIn('u-back', 1))[0]!.round).toBe(2);
  });

  it('concurrent rolls of one user get unique, gap-free rounds', async () => {
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

  it('concurrent first uses and resets leave exactly one pair in play', async () => {
    await Promise.all([fairness.userKey('u-first'), fairness.userKey('u-first'), rollIn('u-first', 1), fairness.userKey('u-first')]);
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
    expect((await fairness.checkRollPoint({ secretHash: secret, secretSalt: salt, publicHash: hash, userSeed: 's', round: 1 })).hashMatches).toBe(true);
    expect((await fairness.checkRollPoint({ secretHash: secret, secretSalt: 'c', publicHash: hash, userSeed: 's', round: 1 })).hashMatches).toBe(false);
  });

  it('throw-away rolls come with their revealed pair', async () => {
    const tryOut = await fairness.throwAwayRolls(3);
    expect(createHash('sha256').update(tryOut.secretHash + tryOut.secretSalt).digest('hex')).toBe(tryOut.publicHash);
    expect(tryOut.rolls.map((roll) => roll.rollPoint)).toEqual([0, 1, 2].map((round) => referenceRoll(tryOut.secretHash, tryOut.userSeed, round)));
  });
});
