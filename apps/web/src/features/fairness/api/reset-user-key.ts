import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resetUserKeySchema } from '@lootbay/shared/schemas/fairness';
import { apiCall } from '../../../lib/api-client';

/** Retires the pair in play, revealing its secret and salt, and starts a new one at round 0. */
export function resetUserKey() {
  return apiCall('/member/resetUserKey', {}, resetUserKeySchema);
}

export function useResetUserKey() {
  const client = useQueryClient();
  return useMutation({ mutationFn: resetUserKey, onSuccess: () => void client.invalidateQueries({ queryKey: ['fairness'] }) });
}
