import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxMessageSchema, readAnswerSchema } from '@lootbay/shared/schemas/messages';
import { apiCall } from '../../../lib/api-client';
import { rememberUnread } from '../hooks/unread-marker';
import { messagesKeys } from '../../../lib/query-keys/messages-keys';

/** Opens a message: the server marks it read and answers it in the reader's language. */
export function useOpenMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall('/mybox/user/msg/detail', { id }, inboxMessageSchema),
    onSuccess: () => void client.invalidateQueries({ queryKey: messagesKeys.all }),
  });
}

/** Marks every message read (`all`) or the given ones. */
export function useReadMessages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (which: { all: true } | { ids: string[] }) => apiCall('/mybox/user/msg/read', which, readAnswerSchema),
    onSuccess: (answer) => {
      rememberUnread(answer.unread);
      void client.invalidateQueries({ queryKey: messagesKeys.all });
    },
  });
}
