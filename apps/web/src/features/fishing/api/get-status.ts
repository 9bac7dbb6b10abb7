import { queryOptions, useQuery } from '@tanstack/react-query';
import { fishingStatusSchema } from '@lootbay/shared/schemas/fishing';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { emptyBody } from './fishing-call';
import { fishingKeys } from '../../../lib/query-keys/fishing-keys';

/** The member's session: reading it lands the leisure catches that fell due. */
export function statusQuery(token: string, locale: string) {
  return queryOptions({
    queryKey: fishingKeys.status(token, locale),
    queryFn: ({ signal }) => apiCall('/activity/fish/fishingStatus', emptyBody, fishingStatusSchema, { signal }),
  });
}

export function useFishingStatus(token: string | null) {
  return useQuery({ ...statusQuery(token ?? '', currentLocale()), enabled: token !== null });
}
