import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberUserSchema } from '@lootbay/shared/schemas/account';
import { apiCall } from '../../../lib/api-client';
import { currentSession } from '../../../lib/session';
import { memberInfoQuery } from '../../account/api/get-member-info';
import { useStoreMember } from './get-member';

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
  const client = useQueryClient();
  return useMutation({
    mutationFn: authenticate,
    onSuccess: store,
    // A refused minor is barred on the server: the member must show it.
    onError: () => {
      const { token } = currentSession();
      if (token) void client.invalidateQueries({ queryKey: memberInfoQuery(token).queryKey });
    },
  });
}
