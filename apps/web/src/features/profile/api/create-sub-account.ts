import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { accountSummarySchema } from '@lootbay/shared/schemas/account';
import { apiCall } from '../../../lib/api-client';
import { useRefreshMember } from './get-member';

const createdAnswerSchema = z.object({ created: accountSummarySchema, accounts: z.array(accountSummarySchema) });

/** Creates another account of the same owner, optionally with its nickname. */
export function createSubAccount(nickname: string | undefined) {
  return apiCall('/app/user/create-sub-account', nickname ? { nickname } : {}, createdAnswerSchema, { quiet: true });
}

export function useCreateSubAccount() {
  const refresh = useRefreshMember();
  return useMutation({
    mutationFn: createSubAccount,
    onSuccess: refresh,
  });
}
