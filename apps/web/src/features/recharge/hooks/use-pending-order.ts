import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';

const PENDING_KEY = 'lootbay.pendingRechargeOrder';

function readPending(): string | null {
  try {
    return sessionStorage.getItem(PENDING_KEY);
  } catch {
    return null;
  }
}

function writePending(orderNo: string | null): void {
  try {
    if (orderNo) sessionStorage.setItem(PENDING_KEY, orderNo);
    else sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // Without storage the return link's `?orderNo=` still brings the order back.
  }
}

/**
 * The order the player went to pay: remembered before leaving for the hosted checkout, found
 * again on return from the checkout's `?orderNo=` link or, after the browser's back button, from
 * this tab's storage.
 */
export function usePendingOrder() {
  const [params, setParams] = useSearchParams();
  const fromLink = params.get('orderNo');
  const [stored, setStored] = useState<string | null>(readPending);
  const orderNo = fromLink ?? stored;

  const remember = useCallback((next: string) => writePending(next), []);

  const forget = useCallback(() => {
    writePending(null);
    setStored(null);
    if (params.has('orderNo')) {
      const next = new URLSearchParams(params);
      next.delete('orderNo');
      setParams(next, { replace: true });
    }
  }, [params, setParams]);

  return { orderNo, remember, forget };
}
