import { useQuery } from '@tanstack/react-query';
import { beaconInfoSchema } from '@lootbay/shared/schemas/fairness';
import { apiCall } from '../../../lib/api-client';
import { fairnessKeys } from '../../../lib/query-keys/fairness-keys';

/** The public beacon's chain information: the key every round a game took is checked against. */
export function useBeaconInfo() {
  return useQuery({ queryKey: fairnessKeys.beacon, queryFn: ({ signal }) => apiCall('/visitor/fairness/beacon', {}, beaconInfoSchema, { signal }), staleTime: Infinity });
}
