import { useMutation } from '@tanstack/react-query';
import { fishingStatusSchema, type FishingMode } from '@lootbay/shared/schemas/fishing';
import { apiCall } from '../../../lib/api-client';
import { withPlayRetries } from '../../../lib/play-retries';

export interface StartRequest {
  readonly placeId: number;
  readonly mode: FishingMode;
  readonly toolId: string;
  readonly bait: number;
  readonly requestId: string;
}

/** Starts a session at a spot with some bait; refusals (fishing already, a rod needed…) are the caller's. */
export function startFishing(request: StartRequest) {
  return apiCall('/activity/fish/startFishing', { ...request }, fishingStatusSchema, { quiet: true });
}

export function useStartFishing() {
  return useMutation({ mutationFn: (request: StartRequest) => withPlayRetries(() => startFishing(request)) });
}
