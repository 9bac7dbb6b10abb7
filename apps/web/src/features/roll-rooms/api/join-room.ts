import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rollRoomDetailSchema, type RollRoomDetail } from '@lootbay/shared/schemas/roll';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { currentSession } from '../../../lib/session';
import { rollRoomsKeys } from '../../../lib/query-keys/roll-rooms-keys';

export interface JoinRoomRequest {
  readonly id: string;
  readonly password?: string;
}

/** Joins a room, free; each refusal (not started, ended, wrong password, conditions, joined already) is the caller's to show. */
export function joinRoom({ id, password }: JoinRoomRequest) {
  return apiCall('/member/joinRoom', { id, ...(password ? { password } : {}) }, rollRoomDetailSchema, { quiet: true });
}

export function useJoinRoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: joinRoom,
    onSuccess: (room: RollRoomDetail) => {
      client.setQueryData(rollRoomsKeys.room(room.id, currentSession().token, currentLocale()), room);
      void client.invalidateQueries({ queryKey: rollRoomsKeys.lists });
    },
  });
}
