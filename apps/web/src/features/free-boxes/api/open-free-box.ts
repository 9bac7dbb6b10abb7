import { useMutation, useQueryClient } from '@tanstack/react-query';
import { openFreeBoxAnswerSchema } from '@lootbay/shared/schemas/activity';
import { apiCall } from '../../../lib/api-client';
import { withPlayRetries } from '../../../lib/play-retries';
import { refreshMemberHoldings } from '../../../lib/query-keys/member-holdings';

export interface OpenFreeBoxRequest {
  readonly id: string;
  /** One per click: the retries of that click reuse it, so the box opens once. */
  readonly requestId: string;
}

/** Opens a free level box once (its 24-hour countdown starts); refusals (level, countdown) are the caller's to show. */
export function openFreeBox(request: OpenFreeBoxRequest) {
  return apiCall('/activity/recharge/openActivityBox', { ...request }, openFreeBoxAnswerSchema, { quiet: true });
}

export function useOpenFreeBox() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: OpenFreeBoxRequest) => withPlayRetries(() => openFreeBox(request)),
    // An open starts the countdown; a refusal means the locks or countdowns on screen were out of date: either way they are read again.
    onSettled: () => refreshMemberHoldings(client),
  });
}
