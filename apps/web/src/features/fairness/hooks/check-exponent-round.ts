import { checkExponentRound, exponentClientSeed, type ExponentDirection } from '@lootbay/shared/fairness/exponent';
import { publicHash } from '@lootbay/shared/fairness/roll';
import type { ExponentRoundProof } from '../api/get-exponent-round';

export interface ExponentRoundCheck {
  /** SHA-256(secret + salt) is the public hash; null while the secret is sealed. */
  readonly hashOk: boolean | null;
  /** The commitment was made before the round opened. */
  readonly committedBefore: boolean;
  /** The issue and the buyers' seeds in purchase order, as this browser joins them. */
  readonly clientSeed: string;
  readonly clientSeedOk: boolean | null;
  readonly point: number | null;
  readonly pointOk: boolean | null;
  readonly result: ExponentDirection | null;
  readonly resultOk: boolean | null;
  readonly index: number | null;
  readonly indexOk: boolean | null;
}

/**
 * Checks an exponent round in this browser with the rules the server settles by: the commitment,
 * the client seed from the issue and the buyers' seeds, the roll point of `<clientSeed>:0:0`, the
 * result (rise at 1..50000) and the index it moved to from the one it opened at.
 */
export async function checkExponent({ round, buyers }: ExponentRoundProof): Promise<ExponentRoundCheck> {
  const seeds = [...buyers].sort((a, b) => a.seq - b.seq).map((buyer) => buyer.userSeed ?? '');
  const clientSeed = exponentClientSeed(round.issue, seeds, round.beacon?.value);
  const settled = round.status === 'settled' && round.secret !== null && round.salt !== null;
  const hash = settled ? await publicHash(round.secret!, round.salt!) : null;
  // Rolled from the seed made here, not the recorded one: a buyer list that differs shows in the roll.
  const recomputed = settled ? await checkExponentRound({ issue: round.issue, secret: round.secret!, userSeeds: seeds, openIndex: round.openIndex, beaconValue: round.beacon?.value }) : null;
  return {
    hashOk: hash === null ? null : hash === round.publicHash.toLowerCase(),
    committedBefore: round.committedAt < round.startsAt,
    clientSeed,
    clientSeedOk: round.clientSeed === null ? null : round.clientSeed === clientSeed,
    point: recomputed?.rollPoint ?? null,
    pointOk: recomputed ? recomputed.rollPoint === round.rollPoint : null,
    result: recomputed?.result ?? null,
    resultOk: recomputed ? recomputed.result === round.result : null,
    index: recomputed?.index ?? null,
    indexOk: recomputed ? recomputed.index === round.index : null,
  };
}
