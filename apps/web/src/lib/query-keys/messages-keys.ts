/** The member's messages and unread counts, and the support conversation. */
export const messagesKeys = {
  all: ['messages'] as const,
  list: (kind: unknown, page: number, size: number, locale: string) => ['messages', 'list', kind, page, size, locale] as const,
  unread: (token: string) => ['messages', 'unread', token] as const,
  supportToken: (session: string) => ['support', 'token', session] as const,
  supportChat: (session: string) => ['support', 'chat', session] as const,
};
