/**
 * Rolls of games with several players (arena battles, roll-room draws, exponent rounds): the
 * server commits to a game secret and salt by their public hash before anyone joins; the client
 * seed is fixed from the players' own seeds, in join order, when the last one joins (or at the
 * draw); each roll then signs `<clientSeed>:<round>:<index>`; the secret is revealed at settlement.
 *
 * client seed = SHA-256(userSeed₁ + ":" + userSeed₂ + … ), hex
 * roll point  = (first 15 hex digits of HMAC-SHA256(key = game secret,
 *                 message = clientSeed + ":" + round + ":" + index)) mod 100000 + 1
 */
import { hmacSha256Hex, rollPointFromDigest, sha256Hex } from './roll';

/** The client seed of a game: its players' user seeds in join order, hashed to a fixed length. */
export function clientSeedOf(userSeeds: readonly string[]): Promise<string> {
  return sha256Hex(userSeeds.join(':'));
}

/** The message signed for roll `index` of round `round` of a game. */
export function gameRollMessage(clientSeed: string, round: number, index: number): string {
  return `${clientSeed}:${round}:${index}`;
}

export interface GameRollInput {
  /** The game secret, revealed when the game settles. */
  readonly secret: string;
  readonly clientSeed: string;
  readonly round: number;
  /** Which roll of the round: a seat, a prize, a box. */
  readonly index: number;
}

function assertWhole(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number: ${value}`);
}

export async function gameRollPoint({ secret, clientSeed, round, index }: GameRollInput): Promise<number> {
  assertWhole('round', round);
  assertWhole('index', index);
  return rollPointFromDigest(await hmacSha256Hex(secret, gameRollMessage(clientSeed, round, index)));
}
