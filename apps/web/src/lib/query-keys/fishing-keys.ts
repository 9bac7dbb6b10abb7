/** Fishing: the places and their pools (catalogue), and the member's session, tools, bag and history. */
export const fishingKeys = {
  all: ['fishing'] as const,
  places: ['fishing', 'places'] as const,
  placeList: (locale: string) => ['fishing', 'places', locale] as const,
  pool: (boxId: string, locale: string) => ['fishing', 'places', 'pool', boxId, locale] as const,
  session: ['fishing', 'status'] as const,
  status: (token: string, locale: string) => ['fishing', 'status', token, locale] as const,
  toolSets: ['fishing', 'tools'] as const,
  tools: (token: string | null, locale: string) => ['fishing', 'tools', token, locale] as const,
  bags: ['fishing', 'bag'] as const,
  bag: (token: string, locale: string) => ['fishing', 'bag', token, locale] as const,
  histories: ['fishing', 'history'] as const,
  history: (token: string, page: number, size: number, locale: string) => ['fishing', 'history', token, page, size, locale] as const,
};
