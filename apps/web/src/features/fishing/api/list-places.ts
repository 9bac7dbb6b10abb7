import { queryOptions, useQuery } from '@tanstack/react-query';
import { fishPlaceListSchema } from '@lootbay/shared/schemas/fishing';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { emptyBody } from './fishing-call';
import { fishingKeys } from '../../../lib/query-keys/fishing-keys';

/** The 15 spots with the published pool each rolls on. */
export function placesQuery(locale: string) {
  return queryOptions({
    queryKey: fishingKeys.placeList(locale),
    queryFn: ({ signal }) => apiCall('/activity/fish/getFishPlace', emptyBody, fishPlaceListSchema, { signal }),
    staleTime: 60_000,
  });
}

export function usePlaces() {
  return useQuery(placesQuery(currentLocale()));
}
