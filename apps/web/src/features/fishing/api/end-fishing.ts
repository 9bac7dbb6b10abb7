import { useMutation } from '@tanstack/react-query';
import { fishingStatusSchema } from '@lootbay/shared/schemas/fishing';
import { apiCall } from '../../../lib/api-client';
import { emptyBody } from './fishing-call';

/** Ends the session: due catches are kept, unused bait goes back to the bag. */
export function endFishing() {
  return apiCall('/activity/fish/endFishing', emptyBody, fishingStatusSchema, { quiet: true });
}

export function useEndFishing() {
  return useMutation({ mutationFn: endFishing });
}
