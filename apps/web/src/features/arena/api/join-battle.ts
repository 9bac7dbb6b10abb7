import { useMutation, useQueryClient } from '@tanstack/react-query';
import { arenaBattleSchema, type ArenaBattle } from '@lootbay/shared/schemas/arena';
import { apiCall } from '../../../lib/api-client';
import { sendFreshSeed } from '../../../lib/device-seed';
import { currentLocale } from '../../../lib/i18n';
import { withPlayRetries } from '../../../lib/play-retries';
import { arenaKeys } from '../../../lib/query-keys/arena-keys';

export interface JoinBattleRequest {
  readonly id: string;
  /** The seat chosen; the first free one when absent. */
  readonly seat?: number;
  /** One per click: the retries of that click reuse it, so the seat is charged once. */
  readonly requestId: string;
}

/** Takes a seat and pays for it, once; errors are the caller's (a low balance opens its offer). */
export function joinBattle(request: JoinBattleRequest) {
  return apiCall('/member/arenaJoin', { ...request }, arenaBattleSchema, { quiet: true });
}

export function useJoinBattle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: JoinBattleRequest) => {
      // The seat takes the member's seed when the battle fills: one made after its public hash was shown.
      await sendFreshSeed();
      return withPlayRetries(() => joinBattle(request));
    },
    onSuccess: (battle: ArenaBattle) => {
      client.setQueryData(arenaKeys.battle(battle.id, currentLocale()), battle);
      void client.invalidateQueries({ queryKey: arenaKeys.mine });
    },
  });
}
