/** Forge: the target pools (catalogue) and the member's forges. */
export const forgeKeys = {
  all: ['forge'] as const,
  pools: (locale: string) => ['forge', 'pools', locale] as const,
  histories: ['forge', 'history'] as const,
  history: (token: string, page: number, size: number, locale: string) => ['forge', 'history', token, page, size, locale] as const,
};
