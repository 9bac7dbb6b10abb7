import { SELL_STATUS, SHIPPING_STATUS } from '@lootbay/shared/schemas/retrieval';

/** A retrieval's pair of statuses (spec point 4). */
export interface RetrievalState {
  readonly sell: number;
  readonly shipping: number;
}

const { awaitingQuote, awaitingSeller, awaitingBuyer, complete, cancelled } = SELL_STATUS;
const { sendingQuote, resendingQuote, queued, quoteSent } = SHIPPING_STATUS;

export const REQUESTED: RetrievalState = { sell: awaitingQuote, shipping: sendingQuote };

/**
 * Every state a retrieval may move to from each state, in one place. A retrieval only moves
 * forward: a market may skip steps (a quote delivered before we asked again), and every state under
 * way may end cancelled (the sell status 11, keeping the shipping status it had). A change is a
 * conditional update from the state read, so two racing changes make one.
 */
const FORWARD: Readonly<Record<string, readonly RetrievalState[]>> = {
  [key(REQUESTED)]: [
    { sell: awaitingQuote, shipping: resendingQuote },
    { sell: awaitingSeller, shipping: queued },
    { sell: awaitingBuyer, shipping: quoteSent },
    { sell: complete, shipping: quoteSent },
  ],
  [key({ sell: awaitingQuote, shipping: resendingQuote })]: [
    { sell: awaitingSeller, shipping: queued },
    { sell: awaitingBuyer, shipping: quoteSent },
    { sell: complete, shipping: quoteSent },
  ],
  [key({ sell: awaitingSeller, shipping: queued })]: [
    { sell: awaitingBuyer, shipping: quoteSent },
    { sell: complete, shipping: quoteSent },
  ],
  [key({ sell: awaitingBuyer, shipping: quoteSent })]: [{ sell: complete, shipping: quoteSent }],
};

function key(state: RetrievalState): string {
  return `${state.sell}/${state.shipping}`;
}

export function isAllowedRetrievalChange(from: RetrievalState | null, to: RetrievalState): boolean {
  if (from === null) return key(to) === key(REQUESTED);
  const forward = FORWARD[key(from)];
  if (!forward) return false;
  if (to.sell === cancelled) return to.shipping === from.shipping;
  return forward.some((next) => key(next) === key(to));
}

export function sameState(a: RetrievalState, b: RetrievalState): boolean {
  return a.sell === b.sell && a.shipping === b.shipping;
}
