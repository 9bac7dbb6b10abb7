import { jadeOfferSchema } from '@lootbay/shared/schemas/wallet';
import { ApiError } from './api-client';
import { errorCode } from './error-codes';
import { openJadeOffer, openLowBalanceDialog } from './low-balance';

/**
 * Opens the matching offer when a refused call was about money: 40001 → recharge, 12002 → jade.
 * Answers whether it did, so the caller can handle any other refusal itself.
 */
export function offerForRefusal(error: unknown, retryWithJade?: () => void): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code === errorCode('INSUFFICIENT_BALANCE')) {
    openLowBalanceDialog();
    return true;
  }
  if (error.code === errorCode('INSUFFICIENT_INGOTS_OR_COINS')) {
    const offer = jadeOfferSchema.safeParse(error.data);
    if (offer.success) openJadeOffer(offer.data, retryWithJade);
    else openLowBalanceDialog();
    return true;
  }
  return false;
}
