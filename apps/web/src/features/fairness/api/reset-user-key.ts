import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resetUserKeySchema } from '@lootbay/shared/schemas/fairness';
import { apiCall } from '../../../lib/api-client';
import { fairnessKeys } from '../../../lib/query-keys/fairness-keys';

/**
 * Retires the pair in play, revealing its secret and salt, and starts the committed next pair at
 * round 0 with `userSeed`: a new seed made on this device, which the server could not know when it
 * committed that pair's secret.
 */
export function resetUserKey(userSeed: string) {
  return apiCall('/member/resetUserKey', { userSeed }, resetUserKeySchema);
}

export function useResetUserKey() {
  const client = useQueryClient();
  return useMutation({ mutationFn: resetUserKey, onSuccess: () => void client.invalidateQueries({ queryKey: fairnessKeys.all }) });
}
