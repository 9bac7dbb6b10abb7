import { queryOptions, useQuery } from '@tanstack/react-query';
import { freeBoxListSchema } from '@lootbay/shared/schemas/activity';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { freeBoxesKeys } from '../../../lib/query-keys/free-boxes-keys';

/** Every free level box, lowest level first, with the member's level, locks and countdowns (all locked for a visitor). */
export function freeBoxesQuery(token: string | null, locale: string) {
  return queryOptions({
    queryKey: freeBoxesKeys.list(token, locale),
    queryFn: ({ signal }) => apiCall('/activity/recharge/activityBox', {}, freeBoxListSchema, { signal }),
  });
}

export function useFreeBoxes(token: string | null) {
  return useQuery(freeBoxesQuery(token, currentLocale()));
}
