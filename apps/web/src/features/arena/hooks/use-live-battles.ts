import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { socketClient } from '../../../lib/socket-client';

/**
 * Keeps the battle lists current: every battle's changes reach everyone as `arena_battle`, and on
 * each the lists are read again. A finished battle also moves the rankings and the member's lists.
 */
export function useLiveBattles(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      socketClient.on('arena_battle', (event) => {
        void client.invalidateQueries({ queryKey: ['arena', 'list'] });
        if (event.change === 'finished' || event.change === 'cancelled') {
          void client.invalidateQueries({ queryKey: ['arena', 'ranking'] });
          void client.invalidateQueries({ queryKey: ['arena', 'my-ranking'] });
          void client.invalidateQueries({ queryKey: ['arena', 'mine'] });
        }
      }),
    [client],
  );
}
