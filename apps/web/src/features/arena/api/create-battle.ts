import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArenaMode } from '@lootbay/shared/constants';
import { arenaBattleSchema, type ArenaBattle } from '@lootbay/shared/schemas/arena';
import { apiCall } from '../../../lib/api-client';
import { sendFreshSeed } from '../../../lib/device-seed';
import { currentLocale } from '../../../lib/i18n';
import { withPlayRetries } from '../../../lib/play-retries';
import { arenaKeys } from '../../../lib/query-keys/arena-keys';

export interface CreateBattleRequest {
  readonly boxIds: readonly string[];
  readonly mode: ArenaMode;
  /** One per click: the retries of that click reuse it, so the creator's seat is charged once. */
  readonly requestId: string;
  /** The battle this one copies ("create the same battle"). */
  readonly cloneOf?: string;
}

/** Opens a battle and pays the creator's seat, once; errors are the caller's (a low balance opens its offer). */
export function createBattle(request: CreateBattleRequest) {
  return apiCall('/member/arenaAdd', { ...request }, arenaBattleSchema, { quiet: true });
}

/** The new battle is cached for its page, and the lists show it. */
export function useCreateBattle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateBattleRequest) => {
      const battle = await withPlayRetries(() => createBattle(request));
      // The battle's public hash is out: the creator's seat takes a seed made after it.
      await sendFreshSeed();
      return battle;
    },
    onSuccess: (battle: ArenaBattle) => {
      client.setQueryData(arenaKeys.battle(battle.id, currentLocale()), battle);
      void client.invalidateQueries({ queryKey: arenaKeys.lists });
      void client.invalidateQueries({ queryKey: arenaKeys.mine });
    },
  });
}
