import { useMutation } from '@tanstack/react-query';
import { responsibleStatusSchema } from '@lootbay/shared/schemas/responsible';
import { apiCall } from '../../../lib/api-client';
import { useStatusUpdate } from './use-status-update';

/** `/member/responsible/realityCheck`: every how many minutes of play the reality check shows. */
export function useSetRealityCheck() {
  const update = useStatusUpdate();
  return useMutation({
    mutationFn: (minutes: number) => apiCall('/member/responsible/realityCheck', { minutes }, responsibleStatusSchema),
    onSuccess: update,
  });
}
