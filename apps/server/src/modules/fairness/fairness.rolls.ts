import { createHmac } from 'node:crypto';
import { gameRollMessage } from '@lootbay/shared/fairness/game-roll';
import { rollMessage, rollPointFromDigest } from '@lootbay/shared/fairness/roll';

/**
 * The rolls of packages/shared/src/fairness computed with node:crypto, synchronously: a roll
 * inside a transaction then never waits on the thread pool. The message and the reading of the
 * digest are the shared ones; the known-answer tests hold both implementations to the same values.
 */
export function pairRollPoint(secret: string, userSeed: string, round: number): number {
  return rollPointFromDigest(createHmac('sha256', secret).update(rollMessage(userSeed, round)).digest('hex'));
}

export function gameRollPointNow(secret: string, clientSeed: string, round: number, index: number): number {
  return rollPointFromDigest(createHmac('sha256', secret).update(gameRollMessage(clientSeed, round, index)).digest('hex'));
}
