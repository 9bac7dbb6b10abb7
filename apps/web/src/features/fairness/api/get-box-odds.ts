import { queryOptions, useQuery } from '@tanstack/react-query';
import { boxDetailSchema } from '@lootbay/shared/schemas/catalog';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { fairnessKeys } from '../../../lib/query-keys/fairness-keys';

/** A box's odds at one published version, to check a roll made against them. */
export function boxOddsQuery(boxId: string, version: number, locale: string) {
  return queryOptions({
    queryKey: fairnessKeys.boxOdds(boxId, version, locale),
    queryFn: ({ signal }) => apiCall('/visitor/getBoxInfo', { id: boxId, version }, boxDetailSchema, { signal }),
    // A published version never changes.
    staleTime: Infinity,
  });
}

export function useBoxOdds(odds: { readonly boxId: string; readonly version: number } | null) {
  return useQuery({ ...boxOddsQuery(odds?.boxId ?? '', odds?.version ?? 0, currentLocale()), enabled: odds !== null });
}
