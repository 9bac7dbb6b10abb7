import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UserAsset } from '@lootbay/shared/schemas/wallet';
import { socketClient } from '../../../lib/socket-client';
import { walletKeys } from '../../../lib/query-keys/wallet-keys';

/**
 * Applies the socket's `wallet_balance` event (published after every committed change of the
 * member's balances) to the cached balances, and refreshes the account records.
 */
export function useLiveBalances(token: string | null): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!token) return undefined;
    return socketClient.on('wallet_balance', (balances) => {
      client.setQueryData<UserAsset>(walletKeys.userAsset(token), (held) => (held ? { ...held, ...balances } : undefined));
      if (!client.getQueryData(walletKeys.userAsset(token))) void client.invalidateQueries({ queryKey: walletKeys.userAsset(token) });
      void client.invalidateQueries({ queryKey: walletKeys.blotters });
    });
  }, [client, token]);
}
