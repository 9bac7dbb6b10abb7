import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { socketClient } from '../../../lib/socket-client';
import { type UnreadCounts } from '../api/get-unread';
import { rememberUnread } from './unread-marker';
import { messagesKeys } from '../../../lib/query-keys/messages-keys';

/**
 * Keeps the badge and the open list current: `messages_unread` carries the member's new count;
 * `messages_official` (to everyone) means the count is read again.
 */
export function useLiveMessages(token: string | null): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!token) return undefined;
    const offUnread = socketClient.on('messages_unread', ({ unread }) => {
      rememberUnread(unread);
      client.setQueryData<UnreadCounts>(messagesKeys.unread(token), (held) => (held ? { ...held, unread } : { unread, official: 0, personal: unread }));
      void client.invalidateQueries({ queryKey: messagesKeys.all });
    });
    const offOfficial = socketClient.on('messages_official', () => void client.invalidateQueries({ queryKey: messagesKeys.all }));
    return () => {
      offUnread();
      offOfficial();
    };
  }, [client, token]);
}
