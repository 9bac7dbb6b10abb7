import { useMutation, useQueryClient } from '@tanstack/react-query';
import { openBoxAnswerSchema } from '@lootbay/shared/schemas/boxes';
import { apiCall } from '../../../lib/api-client';

/**
 * Balances, the backpack and the seed pair changed; the catalogue did not, and the live drops
 * learn of the new drop from the socket, after the roulette had time to land.
 */
const UNCHANGED = new Set(['boxes', 'live-drops']);

export interface OpenBoxRequest {
  readonly id: string;
  readonly num: number;
  /** Cover a coin shortfall with jade: the wallet's offer was accepted. */
  readonly useJade?: boolean;
}

/** Pays for and opens 1 to 5 of a box; errors are left to the caller (a low balance opens its offer). */
export function openBox({ id, num, useJade }: OpenBoxRequest) {
  return apiCall('/member/openBox', { id, num, ...(useJade ? { useJade } : {}) }, openBoxAnswerSchema, { quiet: true });
}

export function useOpenBox() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: openBox,
    onSuccess: () => void client.invalidateQueries({ predicate: (query) => !UNCHANGED.has(String(query.queryKey[0])) }),
  });
}
