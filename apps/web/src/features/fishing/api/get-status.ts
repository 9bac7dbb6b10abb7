import { queryOptions, useQuery } from '@tanstack/react-query';
import { fishingStatusSchema } from '@lootbay/shared/schemas/fishing';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { emptyBody, FISHING_SCOPE } from './fishing-call';

export function statusKey(token: string, locale: string) {
  return [FISHING_SCOPE, 'status', token, locale] as const;
}

/** The member's session: reading it lands the leisure catches that fell due. */
export function statusQuery(token: string, locale: string) {
  return queryOptions({
    queryKey: statusKey(token, locale),
    queryFn: ({ signal }) => apiCall('/activity/fish/fishingStatus', emptyBody, fishingStatusSchema, { signal }),
  });
}

export function useFishingStatus(token: string | null) {
  return useQuery({ ...statusQuery(token ?? '', currentLocale()), enabled: token !== null });
}
