import { queryOptions, useQuery } from '@tanstack/react-query';
import { exportPageSchema } from '@lootbay/shared/schemas/privacy';
import { apiCall } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { privacyKeys } from '../../../lib/query-keys/privacy-keys';

/** While an export is prepared the list asks again this often. */
const PREPARING_POLL_MS = 2000;

export function exportsQuery(token: string) {
  return queryOptions({
    queryKey: privacyKeys.exports(token),
    queryFn: ({ signal }) => apiCall('/member/privacy/exports', { page: 1, size: 10 }, exportPageSchema, { signal }),
    refetchInterval: (query) => (query.state.data?.list.some((item) => item.status === 'preparing') ? PREPARING_POLL_MS : false),
  });
}

/** `/member/privacy/exports`: the member's latest exports with their status. */
export function useExports() {
  const token = useSessionToken();
  return useQuery({ ...exportsQuery(token ?? ''), enabled: token !== null });
}
