import { queryOptions, useQuery } from '@tanstack/react-query';
import { bingoProgressSchema } from '@lootbay/shared/schemas/activity';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { activityKeys } from '../../../lib/query-keys/activity-keys';

/** The member's paid opens and step on a board this week, and each step's claim state. */
export function bingoProgressQuery(id: string, token: string, locale: string) {
  return queryOptions({
    queryKey: activityKeys.progress(id, token, locale),
    queryFn: ({ signal }) => apiCall('/mybox/activity/bingo/step/info', { id }, bingoProgressSchema, { signal }),
  });
}

export function useBingoProgress(id: string | null, token: string | null) {
  return useQuery({ ...bingoProgressQuery(id ?? '', token ?? '', currentLocale()), enabled: id !== null && token !== null });
}
