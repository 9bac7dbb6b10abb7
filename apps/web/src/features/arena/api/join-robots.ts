import { useMutation, useQueryClient } from '@tanstack/react-query';
import { arenaBattleSchema, type ArenaBattle } from '@lootbay/shared/schemas/arena';
import { apiCall } from '../../../lib/api-client';
import { sendFreshSeed } from '../../../lib/device-seed';
import { currentLocale } from '../../../lib/i18n';
import { arenaKeys } from '../../../lib/query-keys/arena-keys';

/** The creator fills every empty seat of a waiting battle with house robots. */
export function joinRobots(id: string) {
  return apiCall('/member/joinRobot', { id }, arenaBattleSchema, { quiet: true });
}

export function useJoinRobots() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      // The robots fill the battle: the creator's seat takes a seed made now, after its public hash was shown.
      await sendFreshSeed();
      return joinRobots(id);
    },
    onSuccess: (battle: ArenaBattle) => client.setQueryData(arenaKeys.battle(battle.id, currentLocale()), battle),
  });
}
