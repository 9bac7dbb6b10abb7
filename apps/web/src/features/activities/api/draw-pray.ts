import { useMutation, useQueryClient } from '@tanstack/react-query';
import { prayDrawSchema } from '@lootbay/shared/schemas/activity';
import { apiCall } from '../../../lib/api-client';
import { withPlayRetries } from '../../../lib/play-retries';
import { refreshMemberHoldings } from '../../../lib/query-keys/member-holdings';

/** Draws today's wish once: one free roll of the member's pair; a retry with the same request id answers the first draw. */
export function drawPray(requestId: string) {
  return apiCall('/activity/pray/draw', { requestId }, prayDrawSchema, { quiet: true });
}

export function useDrawPray() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => withPlayRetries(() => drawPray(requestId)),
    onSettled: () => refreshMemberHoldings(client),
  });
}
