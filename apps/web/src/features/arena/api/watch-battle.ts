import { arenaBattleSchema } from '@lootbay/shared/schemas/arena';
import { apiCall } from '../../../lib/api-client';

/** A member opens a battle: the answer is the battle, and it joins the member's watch list. */
export function watchBattle(id: string, signal?: AbortSignal) {
  return apiCall('/member/arena/watch', { id }, arenaBattleSchema, signal ? { signal } : {});
}
