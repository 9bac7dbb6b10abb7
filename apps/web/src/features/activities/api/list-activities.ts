import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { activitySchema } from '@lootbay/shared/schemas/activity';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { activityKeys } from '../../../lib/query-keys/activity-keys';

/** The activities running now (this week's board). */
export function activitiesQuery(locale: string) {
  return queryOptions({
    queryKey: activityKeys.list(locale),
    queryFn: ({ signal }) => apiCall('/mybox/activity/list', {}, z.array(activitySchema), { signal }),
    staleTime: 60_000,
  });
}

export function useActivities() {
  return useQuery(activitiesQuery(currentLocale()));
}
