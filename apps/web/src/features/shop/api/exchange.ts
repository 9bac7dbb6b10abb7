import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exchangeSchema } from '@lootbay/shared/schemas/shop';
import { apiCall } from '../../../lib/api-client';
import { withPlayRetries } from '../../../lib/play-retries';
import { refreshMemberHoldings } from '../../../lib/query-keys/member-holdings';
import { shopKeys } from '../../../lib/query-keys/shop-keys';

export interface ExchangeRequest {
  readonly ids: readonly string[];
  readonly targetId: string;
  /** The difference on screen: an exchange at another one is refused. */
  readonly difference: number;
  readonly requestId: string;
}

/** Gives backpack items for a mall item; the difference is credited or charged in diamonds. */
export function exchange(request: ExchangeRequest) {
  return apiCall('/ornament/exchange', { ...request }, exchangeSchema, { quiet: true });
}

export function useExchange() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (request: ExchangeRequest) => withPlayRetries(() => exchange(request)), onSettled: () => refreshMemberHoldings(client, [shopKeys.all]) });
}
