import { useQuery } from '@tanstack/react-query';
import { FEATURE_OPEN, sysConfigAnswerSchema } from '@lootbay/shared/schemas/site';
import { apiCall } from '../../../lib/api-client';
import { retrievalKeys } from '../../../lib/query-keys/retrieval-keys';

/**
 * Whether items can be sent to Steam here: the server opens retrieval only where a trading market
 * is configured (`/common/searchSysConfig` with code `retrieval`). It does not change while the
 * server runs.
 */
export function useRetrievalOpen(): boolean | undefined {
  const answer = useQuery({
    queryKey: retrievalKeys.open,
    queryFn: ({ signal }) => apiCall('/common/searchSysConfig', { code: 'retrieval' }, sysConfigAnswerSchema, { signal }),
    staleTime: Infinity,
  });
  return answer.data ? answer.data.value === FEATURE_OPEN : undefined;
}
