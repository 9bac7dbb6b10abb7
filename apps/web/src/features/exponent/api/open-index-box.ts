import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exponentOpenSchema } from '@lootbay/shared/schemas/exponent';
import { apiCall } from '../../../lib/api-client';
import { withPlayRetries } from '../../../lib/play-retries';
import { exponentKeys } from '../../../lib/query-keys/exponent-keys';
import { backpackKeys } from '../../../lib/query-keys/backpack-keys';

export interface OpenRequest {
  readonly id: string;
  /** One per click: the retries of that click reuse it, so the box is opened once. */
  readonly requestId: string;
}

/** Opens an index box of the exponent bag, once; refusals are the caller's to show. */
export function openIndexBox(request: OpenRequest) {
  return apiCall('/exponential/openKeyBox', { ...request }, exponentOpenSchema, { quiet: true });
}

export function useOpenIndexBox() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: OpenRequest) => withPlayRetries(() => openIndexBox(request)),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: exponentKeys.bags });
      void client.invalidateQueries({ queryKey: exponentKeys.histories });
      void client.invalidateQueries({ queryKey: exponentKeys.currents });
      void client.invalidateQueries({ queryKey: backpackKeys.all });
    },
  });
}
