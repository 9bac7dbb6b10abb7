import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { exponentBagPageSchema } from '@lootbay/shared/schemas/exponent';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { exponentKeys } from '../../../lib/query-keys/exponent-keys';

/** The member's index boxes, held ones first. */
export function useBag(token: string | null, status: 'held' | 'opened' | undefined, page: number, size: number) {
  const locale = currentLocale();
  return useQuery({
    queryKey: exponentKeys.bag(token, status ?? 'all', page, size, locale),
    queryFn: ({ signal }) => apiCall('/exponential/userBag', { page, size, ...(status ? { status } : {}) }, exponentBagPageSchema, { signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
