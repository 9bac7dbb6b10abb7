/** Arena battles: the public list and boxes, one battle, the rankings and the member's own lists. */
export const arenaKeys = {
  all: ['arena'] as const,
  lists: ['arena', 'list'] as const,
  list: (filter: unknown, locale: string) => ['arena', 'list', filter, locale] as const,
  boxes: (locale: string) => ['arena', 'boxes', locale] as const,
  battles: (id: string) => ['arena', 'battle', id] as const,
  battle: (id: string, locale: string) => ['arena', 'battle', id, locale] as const,
  rankings: ['arena', 'ranking'] as const,
  ranking: (day: string) => ['arena', 'ranking', day] as const,
  myRankings: ['arena', 'my-ranking'] as const,
  myRanking: (token: string, day: string) => ['arena', 'my-ranking', token, day] as const,
  mine: ['arena', 'mine'] as const,
  myBattles: (token: string, page: number, size: number, locale: string) => ['arena', 'mine', token, page, size, locale] as const,
  victories: ['arena', 'victories'] as const,
  myVictories: (token: string, page: number, size: number, locale: string) => ['arena', 'victories', token, page, size, locale] as const,
  watched: (token: string, page: number, size: number, locale: string) => ['arena', 'watched', token, page, size, locale] as const,
};
