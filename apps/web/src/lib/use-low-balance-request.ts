import { useSyncExternalStore } from 'react';
import { currentLowBalanceRequest, subscribeLowBalance, type LowBalanceRequest } from './low-balance';

/** The low-balance offer now open, if any (opened anywhere through `lib/low-balance`). */
export function useLowBalanceRequest(): LowBalanceRequest | null {
  return useSyncExternalStore(subscribeLowBalance, currentLowBalanceRequest);
}
