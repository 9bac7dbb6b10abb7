import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { backpackKeys } from '../../../lib/query-keys/backpack-keys';
import { exponentKeys } from '../../../lib/query-keys/exponent-keys';
import { socketClient } from '../../../lib/socket-client';

/** A purchase changes the round on screen and its buyers. */
const BOUGHT_CHANGES = [exponentKeys.currents, exponentKeys.allBuyers];
/** A new round or a settlement changes everything of the game but its offers and the index box (catalogue). */
const ROUND_CHANGES = [exponentKeys.currents, exponentKeys.allBuyers, exponentKeys.histories, exponentKeys.bags, exponentKeys.allRounds, exponentKeys.allRound];

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
          for (const queryKey of BOUGHT_CHANGES) void client.invalidateQueries({ queryKey });
          return;
        }
        for (const queryKey of ROUND_CHANGES) void client.invalidateQueries({ queryKey });
        if (event.change === 'settled') void client.invalidateQueries({ queryKey: backpackKeys.all });
      }),
    [client],
  );
}
