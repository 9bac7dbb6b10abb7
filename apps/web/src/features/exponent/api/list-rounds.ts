import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { exponentListSchema } from '@lootbay/shared/schemas/exponent';
import { apiCall } from '../../../lib/api-client';
import { exponentKeys } from '../../../lib/query-keys/exponent-keys';

/** The round in play, the next rounds' commitments and past rounds newest first; the socket says when they change. */
export function roundsQuery(page: number, size: number) {
  return queryOptions({
    queryKey: exponentKeys.rounds(page, size),
    queryFn: ({ signal }) => apiCall('/exponential/list', { page, size }, exponentListSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRounds(page: number, size: number) {
  return useQuery(roundsQuery(page, size));
}

/** One round by its issue, with its revealed seed once settled. */
export function useRound(issue: string | null) {
  return useQuery({
    queryKey: exponentKeys.round(issue),
    queryFn: async ({ signal }) => (await apiCall('/exponential/list', { issue }, exponentListSchema, { signal })).list[0] ?? null,
    enabled: issue !== null && /^\d{12,13}$/.test(issue),
  });
}
