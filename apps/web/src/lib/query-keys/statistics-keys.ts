/** Statistics: the site's counters, daily ranking and top drops, and the member's own figures. */
export const statisticsKeys = {
  all: ['statistics'] as const,
  counters: ['statistics', 'counters'] as const,
  ranking: (day: string, locale: string) => ['statistics', 'ranking', day, locale] as const,
  mine: (token: string, locale: string) => ['statistics', 'mine', token, locale] as const,
  topDrops: (locale: string) => ['statistics', 'top-drops', locale] as const,
};
