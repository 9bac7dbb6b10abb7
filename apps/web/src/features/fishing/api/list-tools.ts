import { queryOptions, useQuery } from '@tanstack/react-query';
import { fishToolListSchema } from '@lootbay/shared/schemas/fishing';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { emptyBody } from './fishing-call';
import { fishingKeys } from '../../../lib/query-keys/fishing-keys';

/** The shop's rods and bait; a member's token adds what they own. */
export function toolsQuery(token: string | null, locale: string) {
  return queryOptions({
    queryKey: fishingKeys.tools(token, locale),
    queryFn: ({ signal }) => apiCall('/activity/fish/mallFishToolList', emptyBody, fishToolListSchema, { signal }),
  });
}

export function useTools(token: string | null) {
  return useQuery(toolsQuery(token, currentLocale()));
}
