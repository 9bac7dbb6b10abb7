import { useMutation, useQueryClient } from '@tanstack/react-query';
import { closureSchema } from '@lootbay/shared/schemas/privacy';
import { apiCall } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/query-keys/account-keys';

/** `/member/privacy/close`: asks for the closure of the account, once the member confirmed. */
export function useCloseAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall('/member/privacy/close', { confirm: true }, closureSchema),
    onSuccess: () => void client.invalidateQueries({ queryKey: accountKeys.memberInfos }),
  });
}
