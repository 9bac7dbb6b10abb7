import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { bulletinKeys } from '../../../lib/query-keys/bulletin-keys';

export function noticesQuery(locale: string) {
  return queryOptions({
    queryKey: bulletinKeys.notices(locale),
    queryFn: ({ signal }) => apiCall('/common/notice', {}, () => import('@lootbay/shared/schemas/site').then((module) => module.noticeListSchema), { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The bulletin in the current language. */
export function useNotices() {
  const { i18n } = useTranslation();
  return useQuery(noticesQuery(i18n.language));
}
