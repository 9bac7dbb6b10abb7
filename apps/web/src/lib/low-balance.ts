import type { JadeOffer } from '@lootbay/shared/schemas/wallet';

/**
 * The low-balance offers of spec point 8, opened from any feature and answered by dialogs the
 * layout mounts: 'insufficient balance' offers the recharge centre; 'insufficient ingots or coins'
 * offers deduction with jade (the caller retries its purchase with jade) and automatic conversion.
 */
export type LowBalanceRequest =
  | { readonly kind: 'recharge' }
  | { readonly kind: 'jade'; readonly offer: JadeOffer; readonly retryWithJade?: () => void };

type Listener = (request: LowBalanceRequest | null) => void;

let current: LowBalanceRequest | null = null;
const listeners = new Set<Listener>();

function publish(next: LowBalanceRequest | null): void {
  current = next;
  for (const listener of listeners) listener(current);
}

/** Offers a trip to the recharge centre. */
export function openLowBalanceDialog(): void {
  publish({ kind: 'recharge' });
}

/** Offers deduction with jade; `retryWithJade` repeats the refused purchase with jade allowed. */
export function openJadeOffer(offer: JadeOffer, retryWithJade?: () => void): void {
  publish(retryWithJade ? { kind: 'jade', offer, retryWithJade } : { kind: 'jade', offer });
}

export function closeLowBalanceDialog(): void {
  publish(null);
}

export function currentLowBalanceRequest(): LowBalanceRequest | null {
  return current;
}

export function subscribeLowBalance(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
