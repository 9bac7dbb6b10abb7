import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UserAsset } from '@lootbay/shared/schemas/wallet';
import { socketClient } from '../../../lib/socket-client';
import { userAssetKey } from '../api/get-user-asset';

/**
 * Applies the socket's `wallet_balance` event (published after every committed change of the
 * member's balances) to the cached balances, and refreshes the account records.
 */
export function useLiveBalances(token: string | null): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!token) return undefined;
    return socketClient.on('wallet_balance', (balances) => {
      client.setQueryData<UserAsset>(userAssetKey(token), (held) => (held ? { ...held, ...balances } : undefined));
      if (!client.getQueryData(userAssetKey(token))) void client.invalidateQueries({ queryKey: userAssetKey(token) });
      void client.invalidateQueries({ queryKey: ['wallet', 'blotter'] });
    });
  }, [client, token]);
}
