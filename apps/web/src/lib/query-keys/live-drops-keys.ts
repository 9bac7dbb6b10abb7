/** The site's live drops ticker, kept current by the socket's `box_drop`. */
export const liveDropsKeys = {
  all: ['live-drops'] as const,
  recent: (locale: string) => ['live-drops', locale] as const,
};
