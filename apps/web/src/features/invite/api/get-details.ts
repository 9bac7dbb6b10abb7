import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { inviteDayPageSchema, inviteRebatePageSchema } from '@lootbay/shared/schemas/invite';
import { apiCall } from '../../../lib/api-client';
import { inviteKeys } from '../../../lib/query-keys/invite-keys';

/** Rebates per invitee and day, newest first. */
export function useInviteRebates(page: number, size: number) {
  return useQuery({
    queryKey: inviteKeys.rebates(page, size),
    queryFn: ({ signal }) => apiCall('/invite/details', { by: 'invitee', page, size }, inviteRebatePageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The last settled days, for the earnings chart. */
export function useInviteDays(size: number) {
  return useQuery({
    queryKey: inviteKeys.days(size),
    queryFn: ({ signal }) => apiCall('/invite/details', { by: 'day', page: 1, size }, inviteDayPageSchema, { signal }),
  });
}
