import { queryOptions, useQuery } from '@tanstack/react-query';
import { rollRoomDetailSchema } from '@lootbay/shared/schemas/roll';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { rollRoomsKeys } from '../../../lib/query-keys/roll-rooms-keys';

/** One room: prizes, people in join order and, once drawn, the winners and the revealed seed; a member's token adds their standing. */
export function roomQuery(id: string, token: string | null, locale: string) {
  return queryOptions({
    queryKey: rollRoomsKeys.room(id, token, locale),
    queryFn: ({ signal }) => apiCall('/visitor/rollRoomDetail', { id }, rollRoomDetailSchema, { signal }),
  });
}

export function useRoom(id: string | null, token: string | null) {
  return useQuery({ ...roomQuery(id ?? '', token, currentLocale()), enabled: id !== null && id !== '' });
}
