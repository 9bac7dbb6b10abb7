import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { inboxPageSchema } from '@lootbay/shared/schemas/messages';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { messagesKeys } from '../../../lib/query-keys/messages-keys';

export type MessageKind = 'all' | 'official' | 'personal';

/** The member's messages, newest first, in the reader's language. */
export function useMessages(kind: MessageKind, page: number, size: number) {
  const locale = currentLocale();
  return useQuery({
    queryKey: messagesKeys.list(kind, page, size, locale),
    queryFn: ({ signal }) => apiCall('/mybox/user/msg/list', { kind, page, size }, inboxPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}
