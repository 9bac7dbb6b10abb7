import { useMutation, useQueryClient } from '@tanstack/react-query';
import { arenaBattleSchema, type ArenaBattle } from '@lootbay/shared/schemas/arena';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { arenaKeys } from '../../../lib/query-keys/arena-keys';

/** The creator calls off a battle nobody else joined; the seat is refunded. */
export function cancelBattle(id: string) {
  return apiCall('/member/arenaCancel', { id }, arenaBattleSchema, { quiet: true });
}

export function useCancelBattle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelBattle,
    onSuccess: (battle: ArenaBattle) => {
      client.setQueryData(arenaKeys.battle(battle.id, currentLocale()), battle);
      void client.invalidateQueries({ queryKey: arenaKeys.mine });
    },
  });
}
