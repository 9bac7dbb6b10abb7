import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ArenaMode } from '@lootbay/shared/constants';
import { arenaPageSchema, type ArenaStatus } from '@lootbay/shared/schemas/arena';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { arenaKeys } from '../../../lib/query-keys/arena-keys';

export interface BattleFilter {
  readonly page: number;
  readonly size: number;
  readonly mode: ArenaMode | null;
  readonly status: ArenaStatus | null;
  /** A seat's price range, hundredths; null leaves that end open. */
  readonly minPrice: number | null;
  readonly maxPrice: number | null;
}

/** Only the filters that are set travel: an absent one means any. */
function filterBody(filter: BattleFilter): Record<string, unknown> {
  return {
    page: filter.page,
    size: filter.size,
    ...(filter.mode ? { mode: filter.mode } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.minPrice !== null ? { minPrice: filter.minPrice } : {}),
    ...(filter.maxPrice !== null ? { maxPrice: filter.maxPrice } : {}),
  };
}

/** Battles, newest first, filtered by mode, state and a seat's price. */
export function battlesQuery(filter: BattleFilter, locale: string) {
  return queryOptions({
    queryKey: arenaKeys.list(filter, locale),
    queryFn: ({ signal }) => apiCall('/visitor/arenaListWeb', filterBody(filter), arenaPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBattles(filter: BattleFilter) {
  return useQuery(battlesQuery(filter, currentLocale()));
}
