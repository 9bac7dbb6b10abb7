import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supportChatSchema, supportLineSchema, supportTokenSchema, type SupportChat } from '@lootbay/shared/schemas/support';
import { apiCall } from '../../../lib/api-client';
import { newRequestId } from '../../../lib/request-id';
import { messagesKeys } from '../../../lib/query-keys/messages-keys';

/** The member's support chat token, asked for when the chat opens; a day long, so asked again well before it ends. */
export function useSupportToken(session: string | null, enabled: boolean) {
  return useQuery({
    queryKey: messagesKeys.supportToken(session ?? ''),
    queryFn: ({ signal }) => apiCall('/hx/userToken', {}, supportTokenSchema, { signal, quiet: true }),
    enabled: enabled && session !== null,
    staleTime: 3_600_000,
  });
}

/** The conversation's latest lines; the socket's `support_line` adds new ones. */
export function useSupportChat(session: string | null, token: string | undefined) {
  return useQuery({
    queryKey: messagesKeys.supportChat(session ?? ''),
    queryFn: ({ signal }) => apiCall('/hx/lines', { token }, supportChatSchema, { signal, quiet: true }),
    enabled: session !== null && token !== undefined,
  });
}

/** Sends a line; its key is made once per line, so a retried send writes it once. */
export function useSendSupportLine(session: string | null, token: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => apiCall('/hx/send', { token, text, key: newRequestId() }, supportLineSchema),
    onSuccess: (line) =>
      client.setQueryData<SupportChat>(messagesKeys.supportChat(session ?? ''), (held) => (held && !held.lines.some((known) => known.id === line.id) ? { ...held, lines: [...held.lines, line] } : held)),
  });
}
