import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeAccountAnswerSchema } from '@lootbay/shared/schemas/account';
import { apiCall } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { memberInfoQuery } from '../../../lib/member-info';

/** Switches to another account of the same owner; the answer's `tokenValue` becomes the session. */
export function changeAccount(userId: string) {
  return apiCall('/app/user/change-account', { id: userId }, changeAccountAnswerSchema);
}

export function useChangeAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeAccount,
    onSuccess: (answer) => {
      // The new member is known already: the page shows it at once while everything else reloads.
      client.setQueryData(memberInfoQuery(answer.tokenValue).queryKey, answer.user);
      saveSession(answer.tokenValue, answer.user);
    },
  });
}
