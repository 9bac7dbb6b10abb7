import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forgeRecordSchema } from '@lootbay/shared/schemas/forge';
import { apiCall } from '../../../lib/api-client';
import { withPlayRetries } from '../../../lib/play-retries';
import { forgeKeys } from '../../../lib/query-keys/forge-keys';
import { refreshMemberHoldings } from '../../../lib/query-keys/member-holdings';

export interface ForgeRequest {
  readonly ids: readonly string[];
  /** One per click: the retries of that click reuse it, so the items are forged once. */
  readonly requestId: string;
}

/** Combines 2–10 backpack items into one from the pool their value falls in, once; errors are the caller's. */
export function forgeItems({ ids, requestId }: ForgeRequest) {
  return apiCall('/member/compound', { ids, requestId }, forgeRecordSchema, { quiet: true });
}

export function useForgeItems() {
  return useMutation({ mutationFn: (request: ForgeRequest) => withPlayRetries(() => forgeItems(request)) });
}

/** Refreshes what a forge changed (the backpack, the history, the seed pair's round) once its result shows. */
export function useRefreshAfterForge(): () => void {
  const client = useQueryClient();
  return useCallback(() => refreshMemberHoldings(client, [forgeKeys.histories]), [client]);
}
