import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { percentTargetsSchema } from '@lootbay/shared/schemas/percentage';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { percentageKeys } from '../../../lib/query-keys/percentage-keys';

export type TargetSort = 'price_asc' | 'price_desc';

export interface TargetFilter {
  readonly page: number;
  readonly size: number;
  readonly keyword: string;
  readonly sort: TargetSort;
}

/**
 * The picker's first page, dearest first: the game is played for an item out of reach, and the
 * cheapest items cannot be played at all. The game reads the published return from the same answer.
 */
export const FIRST_TARGETS: TargetFilter = { page: 1, size: 12, keyword: '', sort: 'price_desc' };

/** The items a player may aim at, searched and sorted by price, with the game's published return. */
export function targetsQuery(filter: TargetFilter, locale: string) {
  return queryOptions({
    queryKey: percentageKeys.targets(filter, locale),
    queryFn: ({ signal }) =>
      apiCall('/mybox/open/on_open_draw', { page: filter.page, size: filter.size, sort: filter.sort, ...(filter.keyword ? { keyword: filter.keyword } : {}) }, percentTargetsSchema, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useTargets(filter: TargetFilter, enabled = true) {
  return useQuery({ ...targetsQuery(filter, currentLocale()), enabled });
}
