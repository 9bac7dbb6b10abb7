/** Percentage: the targets to play for (catalogue) and the member's plays. */
export const percentageKeys = {
  all: ['percentage'] as const,
  targets: (filter: unknown, locale: string) => ['percentage', 'targets', filter, locale] as const,
  allPlays: ['percentage', 'plays'] as const,
  plays: (token: string, page: number, size: number, locale: string) => ['percentage', 'plays', token, page, size, locale] as const,
};
