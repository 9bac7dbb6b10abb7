import { useMutation } from '@tanstack/react-query';
import { fishingCastSchema } from '@lootbay/shared/schemas/fishing';
import { apiCall } from '../../../lib/api-client';
import { withPlayRetries } from '../../../lib/play-retries';

/** One cast of an entertainment session: a bait for a catch box, once per request id. */
export function castLine(requestId: string) {
  return apiCall('/activity/fish/fishingBox', { requestId }, fishingCastSchema, { quiet: true });
}

export function useCastLine() {
  return useMutation({ mutationFn: (requestId: string) => withPlayRetries(() => castLine(requestId)) });
}
