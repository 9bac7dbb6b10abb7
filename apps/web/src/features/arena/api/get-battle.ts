import { queryOptions, useQuery } from '@tanstack/react-query';
import { arenaBattleSchema } from '@lootbay/shared/schemas/arena';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { arenaKeys } from '../../../lib/query-keys/arena-keys';

/** One battle as everyone sees it: seats, what each opened so far, and once finished the revealed seed. */
export function getBattle(id: string, signal?: AbortSignal) {
  return apiCall('/visitor/arenaDetail', { id }, arenaBattleSchema, signal ? { signal } : {});
}

export function battleQuery(id: string, locale: string) {
  return queryOptions({ queryKey: arenaKeys.battle(id, locale), queryFn: ({ signal }) => getBattle(id, signal) });
}

export function useBattle(id: string | null) {
  return useQuery({ ...battleQuery(id ?? '', currentLocale()), enabled: id !== null });
}
