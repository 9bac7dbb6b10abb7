/** The box catalogue: categories, one box with its odds, its odds versions. Nothing here is the member's. */
export const boxesKeys = {
  all: ['boxes'] as const,
  categories: (locale: string) => ['boxes', 'categories', locale] as const,
  info: (id: string, locale: string) => ['boxes', 'info', id, locale] as const,
  oddsVersions: (boxId: string) => ['boxes', 'odds-versions', boxId] as const,
};
