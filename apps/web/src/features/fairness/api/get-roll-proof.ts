import { queryOptions, useQuery } from '@tanstack/react-query';
import { rollProofSchema } from '@lootbay/shared/schemas/fairness';
import { apiCall } from '../../../lib/api-client';
import { fairnessKeys } from '../../../lib/query-keys/fairness-keys';

/** Everything needed to check one roll of any game by its id; the secret and salt once revealed. */
export function rollProofQuery(rollId: string) {
  return queryOptions({
    queryKey: fairnessKeys.rollProof(rollId),
    queryFn: ({ signal }) => apiCall('/visitor/rollProof', { id: rollId }, rollProofSchema, { signal }),
  });
}

export function useRollProof(rollId: string | null) {
  return useQuery({ ...rollProofQuery(rollId ?? ''), enabled: rollId !== null });
}
