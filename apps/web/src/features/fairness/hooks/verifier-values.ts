import type { RollProof } from '@lootbay/shared/schemas/fairness';

/** Which seed rolled: a member's own pair (`seed:round`) or a game's seed (`clientSeed:round:index`). */
export type RollKind = RollProof['kind'];

/** The verifier's fields, as typed: text until computed. */
export interface VerifierValues {
  readonly kind: RollKind;
  readonly secret: string;
  readonly salt: string;
  readonly publicHash: string;
  /** The user seed of a pair roll, or the client seed of a game roll. */
  readonly seed: string;
  readonly round: string;
  /** Which roll of the round, for game rolls. */
  readonly index: string;
  /** A game's players' seeds in join order, one a line; their SHA-256 joined by ':' is the client seed. */
  readonly userSeeds: string;
}

/**
 * The verifier filled from the address, so a check can be shared as a link:
 * `?kind=game&secret=&salt=&hash=&seed=&round=&index=&userSeed=a&userSeed=b` (kind defaults to pair).
 */
export function valuesFromQuery(params: URLSearchParams): VerifierValues {
  return {
    kind: params.get('kind') === 'game' ? 'game' : 'pair',
    secret: params.get('secret') ?? '',
    salt: params.get('salt') ?? '',
    publicHash: params.get('hash') ?? '',
    seed: params.get('seed') ?? '',
    round: params.get('round') ?? '',
    index: params.get('index') ?? '0',
    userSeeds: params.getAll('userSeed').join('\n'),
  };
}

export function valuesFromProof(proof: RollProof): VerifierValues {
  return {
    kind: proof.kind,
    secret: proof.secretHash ?? '',
    salt: proof.secretSalt ?? '',
    publicHash: proof.publicHash,
    seed: proof.seed,
    round: String(proof.round),
    index: String(proof.index),
    userSeeds: proof.userSeeds?.join('\n') ?? '',
  };
}

/** The players' seeds as listed, one a line; blank lines are not seeds. */
export function userSeedList(values: VerifierValues): string[] {
  return values.userSeeds
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
