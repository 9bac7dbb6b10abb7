import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/query-keys/account-keys';

/** `/member/terms/accept`: accepts the version in force for the person (every account of the owner). */
export function useAcceptTerms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => apiCall('/member/terms/accept', { version }, () => import('@lootbay/shared/schemas/privacy').then((module) => module.privacyMemberFieldsSchema)),
    onSuccess: () => void client.invalidateQueries({ queryKey: accountKeys.memberInfos }),
  });
}
