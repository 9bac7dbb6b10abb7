/** The terms and the member's data exports. */
export const privacyKeys = {
  all: ['privacy'] as const,
  terms: (locale: string) => ['privacy', 'terms', locale] as const,
  allExports: ['privacy', 'exports'] as const,
  exports: (token: string) => ['privacy', 'exports', token] as const,
};
