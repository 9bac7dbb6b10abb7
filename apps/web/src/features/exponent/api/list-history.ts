import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { exponentHistorySchema } from '@lootbay/shared/schemas/exponent';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { exponentKeys } from '../../../lib/query-keys/exponent-keys';

/** The member's purchases (with what each gave) or index box opens, newest first. */
export function useHistory(token: string | null, kind: 'open' | 'purchase', page: number, size: number) {
  const locale = currentLocale();
  return useQuery({
    queryKey: exponentKeys.history(token, kind, page, size, locale),
    queryFn: ({ signal }) => apiCall('/exponential/openHistory', { kind, page, size }, exponentHistorySchema, { signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
