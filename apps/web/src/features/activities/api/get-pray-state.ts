import { queryOptions, useQuery } from '@tanstack/react-query';
import { prayStateSchema } from '@lootbay/shared/schemas/activity';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';

export function prayStateKey(token: string, locale: string) {
  return ['activity', 'pray', token, locale] as const;
}

/** Today's wishable items, the member's wish and today's draw once made. */
export function prayStateQuery(token: string, locale: string) {
  return queryOptions({
    queryKey: prayStateKey(token, locale),
    queryFn: ({ signal }) => apiCall('/activity/pray/selectDraw', {}, prayStateSchema, { signal }),
  });
}

export function usePrayState(token: string | null) {
  return useQuery({ ...prayStateQuery(token ?? '', currentLocale()), enabled: token !== null });
}
