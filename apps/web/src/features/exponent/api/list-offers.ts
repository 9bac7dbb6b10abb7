import { useQuery } from '@tanstack/react-query';
import { exponentBoxListSchema } from '@lootbay/shared/schemas/exponent';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { exponentKeys } from '../../../lib/query-keys/exponent-keys';

/** The weapon boxes on offer, their index boxes and the per-round limit. */
export function useOffers() {
  const locale = currentLocale();
  return useQuery({ queryKey: exponentKeys.offers(locale), queryFn: ({ signal }) => apiCall('/exponential/boxList', {}, exponentBoxListSchema, { signal }) });
}
