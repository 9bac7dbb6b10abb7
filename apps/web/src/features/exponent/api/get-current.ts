import { queryOptions, useQuery } from '@tanstack/react-query';
import { exponentCurrentUserSchema } from '@lootbay/shared/schemas/exponent';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { exponentKeys } from '../../../lib/query-keys/exponent-keys';

/** The round in play and, for a member, their purchases in it; the token is in the key. */
export function currentQuery(token: string | null, locale: string) {
  return queryOptions({
    queryKey: exponentKeys.current(token, locale),
    queryFn: ({ signal }) => apiCall('/exponential/currentUser', {}, exponentCurrentUserSchema, { signal }),
  });
}

export function useCurrentRound(token: string | null) {
  return useQuery(currentQuery(token, currentLocale()));
}
