import { queryOptions, useQuery } from '@tanstack/react-query';
import { activityInfoSchema } from '@lootbay/shared/schemas/activity';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { activityKeys } from '../../../lib/query-keys/activity-keys';

/** A board's steps and what each pays; a member's token adds their opens and step. */
export function activityInfoQuery(id: string, token: string | null, locale: string) {
  return queryOptions({
    queryKey: activityKeys.info(id, token, locale),
    queryFn: ({ signal }) => apiCall('/mybox/activity/info', { id }, activityInfoSchema, { signal }),
  });
}

export function useActivityInfo(id: string | null, token: string | null) {
  return useQuery({ ...activityInfoQuery(id ?? '', token, currentLocale()), enabled: id !== null });
}
