import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isRoomName, roomName } from '@lootbay/shared/realtime-events';
import { currentLocale } from '../../../lib/i18n';
import { socketClient } from '../../../lib/socket-client';
import { getBattle } from '../api/get-battle';
import { watchBattle } from '../api/watch-battle';
import { backpackKeys } from '../../../lib/query-keys/backpack-keys';
import { arenaKeys } from '../../../lib/query-keys/arena-keys';

/**
 * One battle followed live: a member's first read is a watch (the battle joins their watch list),
 * every later one and a visitor's read the battle's details. The socket room `arena:<id>` says
 * when it changed, and each change is read again; so is the battle once the room is watched, in
 * case it changed between the first read and the watch.
 */
export function useWatchedBattle(id: string | null, token: string | null) {
  const client = useQueryClient();
  const locale = currentLocale();
  const watched = useRef(new Set<string>());
  // An id no socket room can carry cannot be a battle's.
  const valid = id !== null && isRoomName(`arena:${id}`);

  const battle = useQuery({
    queryKey: arenaKeys.battle(id ?? '', locale),
    queryFn: ({ signal }) => {
      const first = token !== null && !watched.current.has(`${token}:${id}`);
      if (first) watched.current.add(`${token}:${id}`);
      return first ? watchBattle(id ?? '', signal) : getBattle(id ?? '', signal);
    },
    // The room says when the battle changed; a page opened again reads it afresh.
    staleTime: Infinity,
    refetchOnMount: 'always',
    enabled: valid,
  });

  useEffect(() => {
    if (!valid) return undefined;
    const room = roomName('arena', id);
    const refresh = () => void client.invalidateQueries({ queryKey: arenaKeys.battles(id) });
    const release = socketClient.watch(room);
    const stopChanges = socketClient.on('arena_battle', (event) => {
      if (event.id !== id) return;
      refresh();
      // A settled battle moved items into backpacks (or refunded seats) and changed the member's lists.
      if (event.change === 'finished' || event.change === 'cancelled') {
        void client.invalidateQueries({ queryKey: backpackKeys.all });
        void client.invalidateQueries({ queryKey: arenaKeys.mine });
        void client.invalidateQueries({ queryKey: arenaKeys.victories });
      }
    });
    const stopWatching = socketClient.on('watching', (answer) => answer.room === room && answer.watching && refresh());
    return () => {
      stopChanges();
      stopWatching();
      release();
    };
  }, [client, id, valid]);

  return { battle, valid };
}
