import { useMutation, useQueryClient } from '@tanstack/react-query';
import { takeBackAnswerSchema } from '@lootbay/shared/schemas/retrieval';
import { apiCall } from '../../../lib/api-client';
import { withPlayRetries } from '../../../lib/play-retries';
import { refreshMemberHoldings } from '../../../lib/query-keys/member-holdings';
import { retrievalKeys } from '../../../lib/query-keys/retrieval-keys';

/** Sends backpack items to the bound Steam account, one retrieval each; a retry with the same request id answers the first. */
export function takeBack(request: { readonly ids: readonly string[]; readonly requestId: string }) {
  return apiCall('/member/takeBack', { ...request }, takeBackAnswerSchema, { quiet: true });
}

export function useTakeBack() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (request: { readonly ids: readonly string[]; readonly requestId: string }) => withPlayRetries(() => takeBack(request)), onSettled: () => refreshMemberHoldings(client, [retrievalKeys.all]) });
}
