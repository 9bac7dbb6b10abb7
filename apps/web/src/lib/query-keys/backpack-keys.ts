/** The member's backpack: its items and its size. */
export const backpackKeys = {
  all: ['backpack'] as const,
  info: ['backpack', 'info'] as const,
  inventory: (filter: unknown, locale: string) => ['backpack', 'inventory', filter, locale] as const,
};
