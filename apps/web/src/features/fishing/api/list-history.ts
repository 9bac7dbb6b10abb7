import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fishCatchPageSchema } from '@lootbay/shared/schemas/fishing';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { fishingKeys } from '../../../lib/query-keys/fishing-keys';

/** The member's catches, newest first. */
export function historyQuery(token: string, page: number, size: number, locale: string) {
  return queryOptions({
    queryKey: fishingKeys.history(token, page, size, locale),
    queryFn: ({ signal }) => apiCall('/activity/fish/activityFishHistory', { page, size }, fishCatchPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useFishHistory(token: string | null, page: number, size: number) {
  return useQuery({ ...historyQuery(token ?? '', page, size, currentLocale()), enabled: token !== null });
}
