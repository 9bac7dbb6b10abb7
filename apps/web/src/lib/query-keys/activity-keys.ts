/** Activities: the list, one activity's page, bingo progress and ranking, the daily wish, the recharge ladder. */
export const activityKeys = {
  all: ['activity'] as const,
  list: (locale: string) => ['activity', 'list', locale] as const,
  info: (id: string, token: string | null, locale: string) => ['activity', 'info', id, token, locale] as const,
  progress: (id: string, token: string, locale: string) => ['activity', 'progress', id, token, locale] as const,
  ranking: (id: string) => ['activity', 'ranking', id] as const,
  pray: (token: string, locale: string) => ['activity', 'pray', token, locale] as const,
  recharge: (token: string) => ['activity', 'recharge', token] as const,
};
