import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { rollRoomPageSchema, type RollRoomStatus } from '@lootbay/shared/schemas/roll';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { rollRoomsKeys } from '../../../lib/query-keys/roll-rooms-keys';

export interface RoomFilter {
  readonly page: number;
  readonly size: number;
  readonly status: RollRoomStatus;
  /** Only the rooms the signed-in member joined. */
  readonly joined: boolean;
}

/**
 * Roll rooms in one state, open ones by end time and drawn ones newest first. A member's token
 * adds whether they joined each room and whether they meet its conditions, so it is in the key.
 */
export function roomsQuery(filter: RoomFilter, token: string | null, locale: string) {
  return queryOptions({
    queryKey: rollRoomsKeys.list(filter, token, locale),
    queryFn: ({ signal }) =>
      apiCall('/visitor/rollRoomList', { page: filter.page, size: filter.size, status: filter.status, ...(filter.joined && token ? { joined: true } : {}) }, rollRoomPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRooms(filter: RoomFilter, token: string | null) {
  return useQuery(roomsQuery(filter, token, currentLocale()));
}
