import { useMutation } from '@tanstack/react-query';
import type { LimitKind, LimitPeriod } from '@lootbay/shared/constants';
import { responsibleStatusSchema } from '@lootbay/shared/schemas/responsible';
import { apiCall } from '../../../lib/api-client';
import { useStatusUpdate } from './use-status-update';

export interface LimitChange {
  readonly kind: LimitKind;
  readonly period: LimitPeriod;
  /** Hundredths of a coin; null removes the limit. */
  readonly amount: number | null;
}

/** `/member/responsible/limits`: a lower limit applies at once, a higher one or a removal after 24 hours. */
export function useSetLimit() {
  const update = useStatusUpdate();
  return useMutation({
    mutationFn: (change: LimitChange) => apiCall('/member/responsible/limits', { ...change }, responsibleStatusSchema),
    onSuccess: update,
  });
}
