import { queryOptions, useQuery } from '@tanstack/react-query';
import { arenaBoxesSchema } from '@lootbay/shared/schemas/arena';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { arenaKeys } from '../../../lib/query-keys/arena-keys';

/** The boxes a battle may hold, with their prices. */
export function arenaBoxesQuery(locale: string) {
  return queryOptions({
    queryKey: arenaKeys.boxes(locale),
    queryFn: ({ signal }) => apiCall('/visitor/arenaBoxAll', {}, arenaBoxesSchema, { signal }),
    staleTime: 60_000,
  });
}

export function useArenaBoxes() {
  return useQuery(arenaBoxesQuery(currentLocale()));
}
