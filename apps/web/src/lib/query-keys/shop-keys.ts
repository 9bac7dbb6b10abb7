/** The shop: the mall's items and the member's exchanges. */
export const shopKeys = {
  all: ['shop'] as const,
  mall: (filter: unknown, locale: string) => ['shop', 'mall', filter, locale] as const,
  exchanges: (page: number, size: number, locale: string) => ['shop', 'exchanges', page, size, locale] as const,
};
