import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { exponentPurchasePageSchema } from '@lootbay/shared/schemas/exponent';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { exponentKeys } from '../../../lib/query-keys/exponent-keys';

/** Who bought into a round, in purchase order (at most `size` of them). */
export function useBuyers(issue: string | null, size: number) {
  const locale = currentLocale();
  return useQuery({
    queryKey: exponentKeys.buyers(issue, size, locale),
    queryFn: ({ signal }) => apiCall('/exponential/userList', { issue, size }, exponentPurchasePageSchema, { signal }),
    enabled: issue !== null,
    placeholderData: keepPreviousData,
  });
}

/** Every buyer of a round, page after page: a proof needs each of their seeds. */
export async function allBuyers(issue: string, signal?: AbortSignal) {
  const first = await apiCall('/exponential/userList', { issue, page: 1, size: 100 }, exponentPurchasePageSchema, signal ? { signal } : {});
  const list = [...first.list];
  for (let page = 2; list.length < first.total; page += 1) list.push(...(await apiCall('/exponential/userList', { issue, page, size: 100 }, exponentPurchasePageSchema, signal ? { signal } : {})).list);
  return list;
}
