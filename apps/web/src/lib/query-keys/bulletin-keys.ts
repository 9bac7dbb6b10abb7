/** The site's notices. */
export const bulletinKeys = {
  all: ['bulletin'] as const,
  notices: (locale: string) => ['bulletin', 'notices', locale] as const,
};
