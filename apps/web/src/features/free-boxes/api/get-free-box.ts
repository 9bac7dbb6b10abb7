import { queryOptions, useQuery } from '@tanstack/react-query';
import { freeBoxDetailSchema } from '@lootbay/shared/schemas/activity';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { freeBoxesKeys } from '../../../lib/query-keys/free-boxes-keys';

/** A free box with its published odds, and the member's level, lock and countdown. */
export function freeBoxQuery(id: string, token: string | null, locale: string) {
  return queryOptions({
    queryKey: freeBoxesKeys.box(id, token, locale),
    queryFn: ({ signal }) => apiCall('/activity/recharge/getFreeBoxInfo', { id }, freeBoxDetailSchema, { signal }),
  });
}

export function useFreeBox(id: string | null, token: string | null) {
  return useQuery({ ...freeBoxQuery(id ?? '', token, currentLocale()), enabled: id !== null && id !== '' });
}
