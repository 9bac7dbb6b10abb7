/** Exponent rounds: the offers and the index box (catalogue), the current round, buyers, past rounds, and the member's bag and history. */
export const exponentKeys = {
  all: ['exponent'] as const,
  offers: (locale: string) => ['exponent', 'offers', locale] as const,
  indexBox: (boxId: string | undefined, oddsVersion: number | undefined, locale: string) => ['exponent', 'index-box', boxId, oddsVersion, locale] as const,
  currents: ['exponent', 'current'] as const,
  current: (token: string | null, locale: string) => ['exponent', 'current', token, locale] as const,
  allBuyers: ['exponent', 'buyers'] as const,
  buyers: (issue: string | null, size: number, locale: string) => ['exponent', 'buyers', issue, size, locale] as const,
  histories: ['exponent', 'history'] as const,
  history: (token: string | null, kind: unknown, page: number, size: number, locale: string) => ['exponent', 'history', token, kind, page, size, locale] as const,
  bags: ['exponent', 'bag'] as const,
  bag: (token: string | null, status: string, page: number, size: number, locale: string) => ['exponent', 'bag', token, status, page, size, locale] as const,
  allRounds: ['exponent', 'rounds'] as const,
  rounds: (page: number, size: number) => ['exponent', 'rounds', page, size] as const,
  allRound: ['exponent', 'round'] as const,
  round: (issue: string | null) => ['exponent', 'round', issue] as const,
};
