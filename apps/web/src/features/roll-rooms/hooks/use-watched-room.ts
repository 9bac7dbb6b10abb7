import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isRoomName, roomName } from '@lootbay/shared/realtime-events';
import { currentLocale } from '../../../lib/i18n';
import { socketClient } from '../../../lib/socket-client';
import { roomQuery } from '../api/get-room';
import { rollRoomsKeys } from '../../../lib/query-keys/roll-rooms-keys';
import { backpackKeys } from '../../../lib/query-keys/backpack-keys';

/**
 * One room followed live: the socket room `roll:<id>` says when someone joined or the draw ran,
 * and each change is read again (so is the room once watched, in case it changed in between).
 * The member's own win arrives as `roll_won`, remembered until it has been celebrated; what was won
 * is read from the room, in the member's language (the event names the prizes in one language only).
 */
export function useWatchedRoom(id: string | null, token: string | null) {
  const client = useQueryClient();
  const [won, setWon] = useState(false);
  // An id no socket room can carry cannot be a room's.
  const valid = id !== null && isRoomName(`roll:${id}`);

  const room = useQuery({
    ...roomQuery(id ?? '', token, currentLocale()),
    // The socket says when the room changed; a page opened again reads it afresh.
    staleTime: Infinity,
    refetchOnMount: 'always',
    enabled: valid,
  });

  useEffect(() => {
    if (!valid) return undefined;
    const name = roomName('roll', id);
    const refresh = () => void client.invalidateQueries({ queryKey: rollRoomsKeys.rooms(id) });
    const release = socketClient.watch(name);
    const stopChanges = socketClient.on('roll_room', (event) => {
      if (event.id !== id) return;
      refresh();
      // The draw put prizes into winners' backpacks.
      if (event.change === 'drawn') void client.invalidateQueries({ queryKey: backpackKeys.all });
    });
    const stopWins = socketClient.on('roll_won', (win) => win.roomId === id && setWon(true));
    const stopWatching = socketClient.on('watching', (answer) => answer.room === name && answer.watching && refresh());
    return () => {
      stopChanges();
      stopWins();
      stopWatching();
      release();
    };
  }, [client, id, valid]);

  return { room, valid, won, dismissWin: () => setWon(false) };
}
