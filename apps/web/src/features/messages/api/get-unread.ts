import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { unreadCountsSchema } from '@lootbay/shared/schemas/messages';
import { apiCall } from '../../../lib/api-client';
import { rememberUnread, storedUnread } from '../hooks/unread-marker';
import { messagesKeys } from '../../../lib/query-keys/messages-keys';

export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

/** The header badge's count: the one stored on the device shows at once, the server's replaces it. */
export function useUnreadMessages(token: string | null) {
  const stored = storedUnread();
  const placeholder: UnreadCounts | undefined = stored === null ? undefined : { unread: stored, official: 0, personal: stored };
  return useQuery({
    queryKey: messagesKeys.unread(token ?? ''),
    queryFn: async ({ signal }): Promise<UnreadCounts> => {
      const counts = await apiCall('/msg/userMessage', {}, () => import('@lootbay/shared/schemas/messages').then((module) => module.unreadCountsSchema), { signal, quiet: true });
      rememberUnread(counts.unread);
      return counts;
    },
    placeholderData: placeholder,
    enabled: token !== null,
    staleTime: 60_000,
  });
}
