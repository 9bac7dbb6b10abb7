import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeySchema } from '@lootbay/shared/schemas/fairness';
import { apiCall } from '../../../lib/api-client';
import { fairnessKeys } from '../../../lib/query-keys/fairness-keys';

/** Changes the user seed mixed into the member's next rolls; a refusal shows beside the seed. */
export function updateUserSeed(userSeed: string) {
  return apiCall('/member/updateUserSeed', { userSeed }, userKeySchema, { quiet: true });
}

export function useUpdateUserSeed() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateUserSeed, onSuccess: () => void client.invalidateQueries({ queryKey: fairnessKeys.all }) });
}
