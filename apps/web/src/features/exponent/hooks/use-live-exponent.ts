import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { socketClient } from '../../../lib/socket-client';

/**
 * Keeps the game current from `exponent_round`, which reaches everyone: a purchase changes the
 * round's buyers; a new round or a settlement changes the rounds, the histories, the bag and
 * (graffiti) the backpack, so those are read again.
 */
export function useLiveExponent(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      socketClient.on('exponent_round', (event) => {
        if (event.change === 'bought') {
          void client.invalidateQueries({ queryKey: ['exponent', 'current'] });
          void client.invalidateQueries({ queryKey: ['exponent', 'buyers'] });
          return;
        }
        void client.invalidateQueries({ queryKey: ['exponent'], predicate: (query) => query.queryKey[1] !== 'offers' && query.queryKey[1] !== 'index-box' });
        if (event.change === 'settled') void client.invalidateQueries({ queryKey: ['backpack'] });
      }),
    [client],
  );
}
