/** Fairness: the member's seed pair and opens, and the public proofs, odds, chain and transparency. */
export const fairnessKeys = {
  all: ['fairness'] as const,
  userKeys: ['fairness', 'user-key'] as const,
  userKey: (token: string) => ['fairness', 'user-key', token] as const,
  opens: (userId: string, page: number, size: number, locale: string) => ['fairness', 'opens', userId, page, size, locale] as const,
  boxOdds: (boxId: string, version: number | undefined, locale: string) => ['fairness', 'box-odds', boxId, version, locale] as const,
  rollProof: (rollId: string) => ['fairness', 'roll-proof', rollId] as const,
  percentOdds: (playId: string) => ['fairness', 'percent-odds', playId] as const,
  prayOdds: (drawId: string) => ['fairness', 'pray-odds', drawId] as const,
  exponentRound: (issue: string | null) => ['fairness', 'exponent-round', issue] as const,
  chain: (kind: string, ref: string | null) => ['fairness', 'chain', kind, ref] as const,
  beacon: ['fairness', 'beacon'] as const,
  transparency: (locale: string) => ['fairness', 'transparency', locale] as const,
};
