import type { Kysely } from 'kysely';
import { AppError } from '@lootbay/shared/errors';
import type { PayType } from '@lootbay/shared/pay-types';
import type { StorePurchaseAnswer } from '@lootbay/shared/schemas/recharge';
import type { Database } from '../../db/database';
import type { StoreName, StoreProof } from '../../providers/stores/store.provider';
import type { RechargeDependencies } from './recharge.context';
import * as repo from './recharge.repository';
import type { RechargeOrdersTable } from './recharge.table';
import { newOrderNo, toOrder, toPackage } from './recharge.views';
import type { createNotifications } from './notifications';
import type { Settlement } from './settlement';

type Revocations = Pick<ReturnType<typeof createNotifications>, 'isRevokedPurchase' | 'takeBackRevokedPurchase'>;

/** How a store purchase's order names its pay type in the recharge records. */
export const STORE_PAY_TYPES = { app_store: 'apple', google_play: 'google_play' } as const satisfies Record<StoreName, PayType>;

/** Coins bought inside the phone apps: the App Store (`/applePay/apple`) and Google Play (`/api/play`). */
export function createStorePurchases(deps: RechargeDependencies, settlement: Settlement, revocations: Revocations) {
  const db: Kysely<Database> = deps.db.kysely;
  const clock = deps.clock ?? Date.now;

  return {
    /**
     * Credits an in-app purchase to the member who sends its proof. The store is asked first,
     * outside any transaction; then one transaction records the purchase as a paid order keyed by
     * the store's transaction and credits it. A copy of the proof, sent again or raced, finds that
     * key taken and credits nothing: the app is answered `duplicate` and may finish the purchase.
     * Refusals leave the purchase unfinished in the app, which sends it again later (after
     * verification, or once the store answers).
     */
    async creditStorePurchase(userId: string, store: StoreName, proof: StoreProof): Promise<StorePurchaseAnswer> {
      await deps.assertAdult(userId);
      const provider = deps.stores[store];
      if (!provider) throw new AppError('PAY_TYPE_UNAVAILABLE');
      const verdict = await provider.verify(proof);
      if (!verdict.ok) throw new AppError(verdict.refusal === 'unavailable' ? 'STORE_UNAVAILABLE' : 'STORE_RECEIPT_INVALID');
      const { purchase } = verdict;
      // Our apps name the account they buy for: a proof sent from another account is not its to credit.
      if (purchase.accountToken !== null && purchase.accountToken !== userId) throw new AppError('STORE_PURCHASE_NOT_YOURS');
      if (purchase.state === 'pending') throw new AppError('STORE_PURCHASE_PENDING');
      // Refunded since the app's proof was signed: the store told us, or tells the proof itself.
      if (purchase.state === 'revoked' || (await revocations.isRevokedPurchase(store, purchase.transactionId))) throw new AppError('STORE_PURCHASE_REVOKED');
      const product = await repo.findStoreProduct(db, store, purchase.productId);
      if (!product) throw new AppError('STORE_PRODUCT_UNKNOWN');
      const offer = toPackage(product);

      const orderNo = await deps.db.transaction(async (trx) => {
        const now = clock();
        const order: RechargeOrdersTable = {
          order_no: newOrderNo(now),
          user_id: userId,
          source: 'package',
          package_id: offer.id,
          pay_type: STORE_PAY_TYPES[store],
          provider: store,
          status: 'success',
          amount_paid: offer.amount * purchase.quantity,
          coins: offer.coins * purchase.quantity,
          bonus: offer.bonus * purchase.quantity,
          first_bonus: 0,
          amount_received: 0,
          provider_event_id: purchase.transactionId,
          created_at: now,
          expires_at: now,
          paid_at: now,
          checkout_ref: null,
          next_query_at: null,
          queries: 0,
          refunded_amount: 0,
          reversed_coins: 0,
          unrecovered_coins: 0,
        };
        if (!(await repo.insertOrderOnce(trx, order))) return null;
        await settlement.creditPaidOrder(trx, order, now);
        return order.order_no;
      });
      const row = orderNo === null ? await repo.findOrderByEvent(db, store, purchase.transactionId) : await repo.findOrder(db, orderNo);
      // Without an account named in it, a purchase belongs to whoever sent it first.
      if (!row || row.user_id !== userId) throw new AppError('STORE_PURCHASE_NOT_YOURS');
      if (orderNo !== null) deps.log.info({ orderNo, store, transactionId: purchase.transactionId }, 'store purchase credited');
      // The store's refund crossed this credit: the credit is taken back at once.
      if (orderNo !== null && (await revocations.takeBackRevokedPurchase(store, purchase.transactionId))) throw new AppError('STORE_PURCHASE_REVOKED');
      return {
        outcome: orderNo === null ? 'duplicate' : 'credited',
        transactionId: purchase.transactionId,
        productId: purchase.productId,
        order: toOrder(row),
        coin: await deps.wallet.balance(userId, 'coin'),
      };
    },
  };
}
