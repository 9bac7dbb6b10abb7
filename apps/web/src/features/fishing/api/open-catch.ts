import { useMutation } from '@tanstack/react-query';
import { fishCatchSchema } from '@lootbay/shared/schemas/fishing';
import { apiCall } from '../../../lib/api-client';
import { withPlayRetries } from '../../../lib/play-retries';

/** Opens a catch box: a provable roll into the backpack; opening it again answers the same catch. */
export function openCatch(id: string) {
  return apiCall('/activity/fish/fishOpenBox', { id }, fishCatchSchema, { quiet: true });
}

export function useOpenCatch() {
  return useMutation({ mutationFn: (id: string) => withPlayRetries(() => openCatch(id)) });
}
