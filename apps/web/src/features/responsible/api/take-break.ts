import { useMutation } from '@tanstack/react-query';
import type { ExclusionPeriod } from '@lootbay/shared/constants';
import { responsibleStatusSchema } from '@lootbay/shared/schemas/responsible';
import { apiCall } from '../../../lib/api-client';
import { useStatusUpdate } from './use-status-update';

/** `/member/responsible/exclude`: starts a cool-off or self-exclusion, or extends the one in force. */
export function useTakeBreak() {
  const update = useStatusUpdate();
  return useMutation({
    mutationFn: (period: ExclusionPeriod) => apiCall('/member/responsible/exclude', { period }, responsibleStatusSchema),
    onSuccess: update,
  });
}
