import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { percentPlaySchema } from '@lootbay/shared/schemas/percentage';
import { apiCall } from '../../../lib/api-client';
import { withPlayRetries } from '../../../lib/play-retries';
import { refreshMemberHoldings } from '../../../lib/query-keys/member-holdings';
import { percentageKeys } from '../../../lib/query-keys/percentage-keys';

export interface PercentRequest {
  readonly targetId: string;
  /** Hundredths of a coin. */
  readonly coins: number;
  readonly ids: readonly string[];
  /** One per click: the retries of that click reuse it, so the server plays and charges once. */
  readonly requestId: string;
  /** The chance on screen: if the target's price moved, the server refuses rather than play another. */
  readonly chance: number;
}

/** Stakes coins and backpack items on a target, once; errors are left to the caller (a low balance opens its offer). */
export function playPercentage(request: PercentRequest) {
  return apiCall('/member/percentBox', { ...request }, percentPlaySchema, { quiet: true });
}

export function usePlayPercentage() {
  return useMutation({ mutationFn: (request: PercentRequest) => withPlayRetries(() => playPercentage(request)) });
}

/**
 * Refreshes what a play changed (balances, the backpack, the history, the seed pair's round) once
 * the dial has landed: refreshed sooner, the backpack and the history would tell the outcome first.
 */
export function useRefreshAfterPlay(): () => void {
  const client = useQueryClient();
  return useCallback(() => refreshMemberHoldings(client, [percentageKeys.allPlays]), [client]);
}
