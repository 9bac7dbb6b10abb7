import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conversionStatusAnswerSchema, type UserAsset } from '@lootbay/shared/schemas/wallet';
import { apiCall } from '../../../lib/api-client';
import { currentSession } from '../../../lib/session';
import { walletKeys } from '../../../lib/query-keys/wallet-keys';

/** `/web/user/update/conversion-status`: automatic jade conversion on (1) or off (0). */
export function updateConversionStatus(on: boolean) {
  return apiCall('/web/user/update/conversion-status', { status: on ? 1 : 0 }, conversionStatusAnswerSchema);
}

export function useUpdateConversionStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => updateConversionStatus(on),
    onSuccess: ({ autoConversion }) => {
      const { token } = currentSession();
      if (token) client.setQueryData<UserAsset>(walletKeys.userAsset(token), (held) => (held ? { ...held, autoConversion } : held));
    },
  });
}
