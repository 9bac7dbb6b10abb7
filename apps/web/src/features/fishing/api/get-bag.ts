import { queryOptions, useQuery } from '@tanstack/react-query';
import { fishToolBagSchema } from '@lootbay/shared/schemas/fishing';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { emptyBody } from './fishing-call';
import { fishingKeys } from '../../../lib/query-keys/fishing-keys';

/** The member's rods, bait and catch boxes still to open. */
export function bagQuery(token: string, locale: string) {
  return queryOptions({
    queryKey: fishingKeys.bag(token, locale),
    queryFn: ({ signal }) => apiCall('/activity/fish/fishToolBag', emptyBody, fishToolBagSchema, { signal }),
  });
}

export function useBag(token: string | null) {
  return useQuery({ ...bagQuery(token ?? '', currentLocale()), enabled: token !== null });
}
