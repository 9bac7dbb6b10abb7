import { useMutation, useQueryClient } from '@tanstack/react-query';
import { prayStateSchema, type PrayState } from '@lootbay/shared/schemas/activity';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { currentSession } from '../../../lib/session';
import { activityKeys } from '../../../lib/query-keys/activity-keys';

/** Chooses today's wish (it may change until the draw); answers the day's state. */
export function choosePrayItem(ornamentId: string) {
  return apiCall('/activity/pray/selectDraw', { ornamentId }, prayStateSchema);
}

export function useChoosePrayItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: choosePrayItem,
    onSuccess: (state: PrayState) => client.setQueryData(activityKeys.pray(currentSession().token ?? '', currentLocale()), state),
  });
}
