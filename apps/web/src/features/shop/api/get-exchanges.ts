import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { exchangePageSchema } from '@lootbay/shared/schemas/shop';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { shopKeys } from '../../../lib/query-keys/shop-keys';

/** The member's exchanges, newest first. */
export function useExchanges(page: number, size: number) {
  const locale = currentLocale();
  return useQuery({
    queryKey: shopKeys.exchanges(page, size, locale),
    queryFn: ({ signal }) => apiCall('/ornament/exchange/list', { page, size }, exchangePageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}
