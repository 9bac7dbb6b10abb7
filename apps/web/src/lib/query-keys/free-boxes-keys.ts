/** Free boxes: the list with each box's conditions for the member, one box, the member's history. */
export const freeBoxesKeys = {
  all: ['free-boxes'] as const,
  list: (token: string | null, locale: string) => ['free-boxes', 'list', token, locale] as const,
  box: (id: string, token: string | null, locale: string) => ['free-boxes', 'box', id, token, locale] as const,
  history: (token: string, page: number, size: number, locale: string) => ['free-boxes', 'history', token, page, size, locale] as const,
};
