import { useMutation, useQueryClient } from '@tanstack/react-query';
import { arenaBattleSchema, type ArenaBattle } from '@lootbay/shared/schemas/arena';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { battleKey } from './get-battle';

/** The creator calls off a battle nobody else joined; the seat is refunded. */
export function cancelBattle(id: string) {
  return apiCall('/member/arenaCancel', { id }, arenaBattleSchema, { quiet: true });
}

export function useCancelBattle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelBattle,
    onSuccess: (battle: ArenaBattle) => {
      client.setQueryData(battleKey(battle.id, currentLocale()), battle);
      void client.invalidateQueries({ queryKey: ['arena', 'mine'] });
    },
  });
}
