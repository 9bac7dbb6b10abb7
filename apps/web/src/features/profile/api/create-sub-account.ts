import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { accountSummarySchema } from '@lootbay/shared/schemas/account';
import { apiCall } from '../../../lib/api-client';
import { currentSession } from '../../../lib/session';
import { memberInfoQuery } from '../../account/api/get-member-info';

const createdAnswerSchema = z.object({ created: accountSummarySchema, accounts: z.array(accountSummarySchema) });

/** Creates another account of the same owner, optionally with its nickname. */
export function createSubAccount(nickname: string | undefined) {
  return apiCall('/app/user/create-sub-account', nickname ? { nickname } : {}, createdAnswerSchema, { quiet: true });
}

export function useCreateSubAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSubAccount,
    onSuccess: () => {
      const { token } = currentSession();
      if (token) void client.invalidateQueries({ queryKey: memberInfoQuery(token).queryKey });
    },
  });
}
