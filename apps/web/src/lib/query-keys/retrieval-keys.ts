/** Retrievals to Steam: whether the site offers them, and the member's retrievals. */
export const retrievalKeys = {
  all: ['retrieval'] as const,
  open: ['site', 'feature', 'retrieval'] as const,
  lists: ['retrieval', 'list'] as const,
  list: (state: unknown, page: number, size: number, locale: string) => ['retrieval', 'list', state, page, size, locale] as const,
};
