import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { retrievalPageSchema } from '@lootbay/shared/schemas/retrieval';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { retrievalKeys } from '../../../lib/query-keys/retrieval-keys';

/** The member's retrievals, newest first: those under way, those finished, or all. */
export function useRetrievals(state: 'open' | 'finished' | undefined, page: number, size: number) {
  const locale = currentLocale();
  return useQuery({
    queryKey: retrievalKeys.list(state, page, size, locale),
    queryFn: ({ signal }) => apiCall('/member/takeBack/list', { state, page, size }, retrievalPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}
