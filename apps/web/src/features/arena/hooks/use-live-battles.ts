import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { socketClient } from '../../../lib/socket-client';
import { arenaKeys } from '../../../lib/query-keys/arena-keys';

/**
 * Keeps the battle lists current: every battle's changes reach everyone as `arena_battle`, and on
 * each the lists are read again. A finished battle also moves the rankings and the member's lists.
 */
export function useLiveBattles(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      socketClient.on('arena_battle', (event) => {
        void client.invalidateQueries({ queryKey: arenaKeys.lists });
        if (event.change === 'finished' || event.change === 'cancelled') {
          void client.invalidateQueries({ queryKey: arenaKeys.rankings });
          void client.invalidateQueries({ queryKey: arenaKeys.myRankings });
          void client.invalidateQueries({ queryKey: arenaKeys.mine });
        }
      }),
    [client],
  );
}
