import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkExponentRound, EXPONENT_ROLL, exponentClientSeed, exponentGraffitiIndex, exponentResult, exponentStepBasisPoints } from '@lootbay/shared/fairness/exponent';
import { chiSquarePValue } from '../../../test/helpers/statistics';
import { gameRollPointNow } from '../fairness/fairness.rolls';

const ROUNDS = 100_000;

/** Rounds as the server rolls them: a fresh secret each, the issue and 0–3 buyers' random seeds. */
function simulate(): { points: Uint32Array; samples: { issue: string; secret: string; userSeeds: string[]; point: number }[] } {
  const points = new Uint32Array(ROUNDS);
  const samples = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const secret = randomBytes(32).toString('hex');
    const issue = `2026113${String(round).padStart(5, '0')}`;
    const userSeeds = Array.from({ length: round % 4 }, () => randomBytes(8).toString('hex'));
    points[round] = gameRollPointNow(secret, exponentClientSeed(issue, userSeeds), EXPONENT_ROLL.round, EXPONENT_ROLL.index);
    if (round % 10_000 === 0) samples.push({ issue, secret, userSeeds, point: points[round]! });
  }
  return { points, samples };
}

function chiSquare(observed: readonly number[], expected: number): number {
  return observed.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

describe('exponent rounds: 100,000 rounds rise half the time', () => {
  const { points, samples } = simulate();

  it('rolls as the shared WebCrypto rules do', async () => {
    for (const sample of samples) expect((await checkExponentRound({ ...sample, openIndex: 100_000 })).rollPoint).toBe(sample.point);
  });

  it('rise and fall each within chi-square of 50% (p > 0.001)', () => {
    let rises = 0;
    for (const point of points) if (exponentResult(point) === 'rise') rises += 1;
    const statistic = chiSquare([rises, ROUNDS - rises], ROUNDS / 2);
    expect(chiSquarePValue(statistic, 1)).toBeGreaterThan(0.001);
    expect(Math.abs(rises / ROUNDS - 0.5)).toBeLessThan(0.01);
  });

  it('moves the index by steps spread evenly over 0.10%–0.50%, whichever the result (p > 0.001)', () => {
    for (const direction of ['rise', 'fall'] as const) {
      const steps = new Array<number>(41).fill(0);
      let count = 0;
      for (const point of points) {
        if (exponentResult(point) !== direction) continue;
        steps[exponentStepBasisPoints(point) - 10]! += 1;
        count += 1;
      }
      expect(chiSquarePValue(chiSquare(steps, count / 41), 40)).toBeGreaterThan(0.001);
    }
  });

  it('gives each of five graffiti to a fifth of the misses (p > 0.001)', () => {
    const given = [0, 0, 0, 0, 0];
    for (const point of points) given[exponentGraffitiIndex(point, 5)]! += 1;
    expect(chiSquarePValue(chiSquare(given, ROUNDS / 5), 4)).toBeGreaterThan(0.001);
  });
});
