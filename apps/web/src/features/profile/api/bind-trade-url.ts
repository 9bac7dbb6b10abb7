import { useMutation } from '@tanstack/react-query';
import { memberUserSchema } from '@lootbay/shared/schemas/account';
import { apiCall } from '../../../lib/api-client';
import { useStoreMember } from './get-member';

/** Binds the Steam trade link; the server checks that the inventory behind it is public. */
export function bindTradeUrl(transactionUrl: string) {
  return apiCall('/member/bindTransactionUrl', { transactionUrl }, memberUserSchema, { quiet: true });
}

export function useBindTradeUrl() {
  const store = useStoreMember();
  return useMutation({ mutationFn: bindTradeUrl, onSuccess: store });
}
