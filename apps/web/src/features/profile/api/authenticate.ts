import { useMutation } from '@tanstack/react-query';
import { memberUserSchema } from '@lootbay/shared/schemas/account';
import { apiCall } from '../../../lib/api-client';
import { useRefreshMember, useStoreMember } from './get-member';

export interface RealNameClaim {
  readonly realName: string;
  readonly idNumber: string;
}

/** Real-name verification: once, adults only. */
export function authenticate(claim: RealNameClaim) {
  return apiCall('/visitor/user/authentication', { realName: claim.realName, idNumber: claim.idNumber }, memberUserSchema, { quiet: true });
}

export function useAuthenticate() {
  const store = useStoreMember();
  const refresh = useRefreshMember();
  return useMutation({
    mutationFn: authenticate,
    onSuccess: store,
    // A refused minor is barred on the server: the member must show it.
    onError: refresh,
  });
}
