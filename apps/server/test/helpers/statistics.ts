import { createHmac } from 'node:crypto';

/**
 * A million real rolls (HMAC-SHA256 with a fixed secret and seed, rounds 0..999999, computed with
 * node:crypto for speed; the tests check them against the shared WebCrypto implementation), and
 * the chi-square test the statistical tests hold outcomes to.
 */
export const ROLLS = 1_000_000;
export const SECRET = 'lootbay-statistics-secret';
export const USER_SEED = 'lootbay-statistics-seed';

export function rollPoints(): Uint32Array {
  const points = new Uint32Array(ROLLS);
  for (let round = 0; round < ROLLS; round += 1) {
    const hex = createHmac('sha256', SECRET).update(`${USER_SEED}:${round}`).digest('hex');
    points[round] = Number((BigInt(`0x${hex.slice(0, 15)}`) % 100000n) + 1n);
  }
  return points;
}

/** Upper tail of the chi-square distribution: Q(k/2, x/2), the regularized upper gamma function. */
export function chiSquarePValue(statistic: number, degrees: number): number {
  const a = degrees / 2;
  const x = statistic / 2;
  if (x <= 0) return 1;
  const logGammaA = logGamma(a);
  if (x < a + 1) {
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 500; n += 1) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return 1 - sum * Math.exp(-x + a * Math.log(x) - logGammaA);
  }
  // Lentz's continued fraction for the upper tail.
  let b = x + 1 - a;
  let c = 1 / 1e-300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i += 1) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.exp(-x + a * Math.log(x) - logGammaA) * h;
}

function logGamma(z: number): number {
  // Lanczos approximation (g = 7, n = 9).
  const g = 7;
  const coefficients = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - logGamma(1 - z);
  const shifted = z - 1;
  let sum = coefficients[0]!;
  for (let i = 1; i < g + 2; i += 1) sum += coefficients[i]! / (shifted + i);
  const t = shifted + g + 0.5;
  return 0.5 * Math.log(2 * Math.PI) + (shifted + 0.5) * Math.log(t) - t + Math.log(sum);
}
