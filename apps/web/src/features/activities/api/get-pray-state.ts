import { queryOptions, useQuery } from '@tanstack/react-query';
import { prayStateSchema } from '@lootbay/shared/schemas/activity';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { activityKeys } from '../../../lib/query-keys/activity-keys';

/** Today's wishable items, the member's wish and today's draw once made. */
export function prayStateQuery(token: string, locale: string) {
  return queryOptions({
    queryKey: activityKeys.pray(token, locale),
    queryFn: ({ signal }) => apiCall('/activity/pray/selectDraw', {}, prayStateSchema, { signal }),
  });
}

export function usePrayState(token: string | null) {
  return useQuery({ ...prayStateQuery(token ?? '', currentLocale()), enabled: token !== null });
}
