import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@lootbay/shared/constants';
import { payTrendConfigSchema } from '@lootbay/shared/schemas/recharge';
import { apiCall } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { rechargeKeys } from '../../../lib/query-keys/recharge-keys';

/** `/api/payTrendConfig`: payment methods (named in the caller's language), custom-amount limits, first-recharge bonus. */
export function payTrendConfigQuery(locale: string) {
  return queryOptions({
    queryKey: rechargeKeys.payTrendConfig(locale),
    queryFn: ({ signal }) => apiCall('/api/payTrendConfig', {}, payTrendConfigSchema, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function usePayTrendConfig() {
  const { i18n } = useTranslation();
  return useQuery(payTrendConfigQuery(i18n.language as Locale));
}
