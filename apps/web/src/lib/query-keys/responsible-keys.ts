/** Responsible play: the member's limits and the play session's reminder. */
export const responsibleKeys = {
  all: ['responsible'] as const,
  statuses: ['responsible', 'status'] as const,
  status: (token: string) => ['responsible', 'status', token] as const,
  session: (token: string | null, since: unknown, dueAt: unknown) => ['responsible', 'session', token, since, dueAt] as const,
};
