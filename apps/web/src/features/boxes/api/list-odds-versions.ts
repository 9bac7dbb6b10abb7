import { queryOptions, useQuery } from '@tanstack/react-query';
import { oddsVersionListSchema } from '@lootbay/shared/schemas/catalog';
import { apiCall } from '../../../lib/api-client';
import { boxesKeys } from '../../../lib/query-keys/boxes-keys';

/** The dated public log of every odds version a box has had, newest first, each with its hash. */
export function oddsVersionsQuery(boxId: string) {
  return queryOptions({
    queryKey: boxesKeys.oddsVersions(boxId),
    queryFn: ({ signal }) => apiCall('/visitor/boxOddsVersions', { id: boxId }, oddsVersionListSchema, { signal }),
    staleTime: 60_000,
  });
}

export function useOddsVersions(boxId: string, enabled: boolean) {
  return useQuery({ ...oddsVersionsQuery(boxId), enabled });
}
