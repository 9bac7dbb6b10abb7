import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AppError, type ErrorKey } from '@lootbay/shared/errors';
import type { Database } from '../../db/database';
import { nulAt } from '../../http/nul-guard';
import { providerNamed, type NotificationEffect, type NotificationInput, type NotificationRefusal, type PaymentEvent } from '../../providers/payments/provider';
import type { StoreName } from '../../providers/stores/store.provider';
import type { RechargeDependencies } from './recharge.context';
import * as repo from './recharge.repository';
import type { RechargeOrderRow } from './recharge.table';
import type { Giveback, Reversals } from './reversals';
import type { Settlement } from './settlement';

export interface CallbackAnswer {
  readonly outcome: NotificationEffect;
  readonly orderNo: string | null;
}

type PaidEvent = Extract<PaymentEvent, { kind: 'paid' }>;

/**
 * The record that a store took back one of its purchases before the app sent it to us, keyed by
 * the purchase: the purchase is then never credited, or, when both cross, taken back at once.
 */
const revokedPurchaseKey = (transactionId: string): string => `revoked:${transactionId}`;

const REFUSALS: Record<NotificationRefusal, ErrorKey> = {
  signature: 'PAY_CALLBACK_SIGNATURE_INVALID',
  stale: 'PAY_CALLBACK_STALE',
  malformed: 'DATA_ABNORMAL',
};

/**
 * What the payment providers and the app stores tell us about orders: payments, declined
 * attempts, refunds and chargebacks, each verified first (signature, freshness) and then settled
 * once however often it is replayed or raced. A request that proves nothing is refused without a
 * row or a log line, since anyone may send any number of them.
 */
export function createNotifications(deps: RechargeDependencies, settlement: Settlement, reversals: Reversals) {
  const db: Kysely<Database> = deps.db.kysely;
  const { log } = deps;
  const clock = deps.clock ?? Date.now;
  const lockRows = deps.db.dialect === 'postgres';

  /** Keeps a signed event and what came of it, once: true the first time, false for a replay. */
  const record = (q: Kysely<Database>, provider: string, event: { eventId: string; orderNo: string | null }, outcome: string, detail: object = {}) =>
    repo.recordCallback(q, { id: randomBytes(12).toString('hex'), provider, order_no: event.orderNo, event_id: event.eventId, outcome, detail: JSON.stringify(detail), received_at: clock() });

  /** Refuses a signed event about no order of this provider as we know it; kept and warned about once. */
  async function refuseMismatch(provider: string, event: { eventId: string; orderNo: string | null }, detail: object): Promise<never> {
    if (await record(db, provider, event, 'refused_mismatch', detail)) log.warn({ orderNo: event.orderNo, eventId: event.eventId, provider, outcome: 'refused_mismatch', ...detail }, 'payment callback refused');
    throw new AppError('PAY_CALLBACK_MISMATCH');
  }

  /**
   * Credits an order its provider reports paid (by notification or when asked), once: the order is
   * claimed by one conditional update, so however often the payment is reported, one transaction
   * credits it and leaves one row.
   */
  async function creditPaid(provider: string, order: RechargeOrderRow, event: PaidEvent, via: 'notification' | 'query'): Promise<CallbackAnswer> {
    if (order.provider !== provider || Number(order.amount_paid) !== event.amount) {
      await refuseMismatch(provider, event, { reported: event.amount, expected: Number(order.amount_paid), orderFound: true });
    }
    const credited = await deps.db.transaction(async (trx) => {
      const now = clock();
      if (!(await repo.claimPaidOrder(trx, order.order_no, event.eventId, now))) return false;
      await settlement.creditPaidOrder(trx, order, now);
      // Money given back before the payment was heard of is taken back with the credit.
      const paid = (await repo.findOrder(trx, order.order_no))!;
      if (Number(paid.refunded_amount) > 0) await reversals.reverseIn(trx, paid, { eventId: `${event.eventId}:given-back-before-credit`, amount: Number(paid.refunded_amount), cumulative: true });
      await record(trx, provider, event, 'credited', { via });
      return true;
    });
    if (credited) {
      log.info({ orderNo: order.order_no, eventId: event.eventId, via }, 'recharge credited');
      return { outcome: 'credited', orderNo: order.order_no };
    }
    // A replay of the payment that paid the order adds nothing. Another payment of a paid order is
    // a second payment: kept once and logged once, for an operator to refund.
    const current = await repo.findOrder(db, order.order_no);
    if (current?.provider_event_id !== event.eventId) {
      const detail = { note: 'a second payment for a paid order: refund it', firstEventId: current?.provider_event_id ?? null };
      if (await record(db, provider, event, 'duplicate', detail)) {
        log.warn({ orderNo: order.order_no, eventId: event.eventId, ...detail }, 'payment callback for an order already paid by another event');
      }
    }
    return { outcome: 'duplicate', orderNo: order.order_no };
  }

  /**
   * Takes back what a refund or chargeback gave back, once per event: the order is locked, the
   * event recorded with what it took, in one transaction. Money given back on an order not credited
   * yet (its payment unheard of) takes nothing now: it is kept on the order, and the credit, if the
   * payment is heard of later, takes it back at once.
   */
  async function reverse(provider: string, order: RechargeOrderRow, event: Giveback & { orderNo: string | null; reason: string }): Promise<CallbackAnswer> {
    const recorded = { eventId: event.eventId, orderNo: order.order_no };
    const reversed = await deps.db.transaction(async (trx) => {
      const locked = (await repo.findOrderForUpdate(trx, order.order_no, lockRows))!;
      if (await repo.findCallbackByEvent(trx, provider, event.eventId)) return null;
      const reversal = await reversals.reverseIn(trx, locked, event);
      const credited = locked.status === 'success';
      await record(trx, provider, recorded, credited ? 'reversed' : 'reversal_unpaid', { reason: event.reason, ...reversal });
      return { credited, ...reversal };
    });
    if (!reversed) return { outcome: 'duplicate', orderNo: order.order_no };
    if (reversed.credited) log.info({ orderNo: order.order_no, eventId: event.eventId, reason: event.reason, ...reversed }, 'recharge reversed');
    else log.warn({ orderNo: order.order_no, eventId: event.eventId, provider }, 'money given back for an order not credited yet');
    return { outcome: reversed.credited ? 'reversed' : 'ignored', orderNo: order.order_no };
  }

  /**
   * Takes back a credited purchase its store had marked taken back before it was sent to us,
   * under the store's notification, so the notification and the credit take it back once between
   * them. Null when the purchase is not marked, or not credited.
   */
  async function takeBackRevokedPurchase(store: StoreName, transactionId: string): Promise<CallbackAnswer | null> {
    const mark = await repo.findCallbackByEvent(db, store, revokedPurchaseKey(transactionId));
    const order = mark && (await repo.findOrderByEvent(db, store, transactionId));
    if (!mark || !order) return null;
    const { notification, reason } = JSON.parse(mark.detail) as { notification: string; reason: 'refund' | 'dispute' };
    return reverse(store, order, { eventId: notification, orderNo: order.order_no, amount: Number(order.amount_paid), cumulative: true, reason });
  }

  return {
    creditPaid,

    /** A payment provider's notification, posted to its notify path. */
    async handleNotification(providerName: string, input: NotificationInput): Promise<CallbackAnswer> {
      const provider = providerNamed(deps.payments, providerName);
      if (!provider) throw new AppError('PAY_TYPE_UNAVAILABLE');
      const verdict = await provider.verifyNotification(input);
      if (!verdict.ok) throw new AppError(REFUSALS[verdict.refusal]);
      const { event } = verdict;
      if (event === null) return { outcome: 'ignored', orderNo: null };
      // A signed event is text the database must be able to store, like any other request's.
      if (nulAt(event) !== null) throw new AppError('TEXT_HAS_NUL');

      if (event.kind === 'reversed') {
        const order = event.orderNo !== null ? await repo.findOrder(db, event.orderNo) : await repo.findOrderByEvent(db, provider.name, event.paymentId);
        if (!order || order.provider !== provider.name) return refuseMismatch(provider.name, event, { reversal: event.amount, orderFound: Boolean(order) });
        // Money given back of another payment (a second payment an operator refunded) takes nothing from this one's credit.
        if (order.status === 'success' && order.provider_event_id !== event.paymentId) {
          if (await record(db, provider.name, { eventId: event.eventId, orderNo: order.order_no }, 'reversal_unrelated', { paymentId: event.paymentId, creditedPayment: order.provider_event_id, amount: event.amount })) {
            log.warn({ orderNo: order.order_no, eventId: event.eventId, paymentId: event.paymentId }, 'money given back of a payment that did not credit the order');
          }
          return { outcome: 'ignored', orderNo: order.order_no };
        }
        return reverse(provider.name, order, event);
      }
      const order = await repo.findOrder(db, event.orderNo);
      if (!order) return refuseMismatch(provider.name, event, { reported: event.amount, expected: null, orderFound: false });
      if (event.kind === 'paid') return creditPaid(provider.name, order, event, 'notification');
      if (order.provider !== provider.name || Number(order.amount_paid) !== event.amount) {
        return refuseMismatch(provider.name, event, { reported: event.amount, expected: Number(order.amount_paid), orderFound: true });
      }
      // A declined attempt: the player may still pay; the order stays awaiting until paid or timed out.
      await record(db, provider.name, event, 'failed_payment');
      return { outcome: 'failed_payment', orderNo: order.order_no };
    },

    /** An app store's notification: a purchase it took back after we credited it. */
    async handleStoreNotification(store: StoreName, input: NotificationInput): Promise<CallbackAnswer> {
      const notifications = deps.stores[store]?.notifications;
      if (!notifications) throw new AppError('PAY_TYPE_UNAVAILABLE');
      const verdict = await notifications.verify(input);
      if (!verdict.ok) throw new AppError(verdict.refusal === 'unavailable' ? 'STORE_UNAVAILABLE' : REFUSALS[verdict.refusal]);
      const { event } = verdict;
      if (event === null) return { outcome: 'ignored', orderNo: null };
      if (nulAt(event) !== null) throw new AppError('TEXT_HAS_NUL');
      const order = await repo.findOrderByEvent(db, store, event.transactionId);
      if (order) return reverse(store, order, { eventId: event.eventId, orderNo: order.order_no, amount: Number(order.amount_paid), cumulative: true, reason: event.reason });
      // A purchase the app has not sent us yet: it is marked taken back, so it is never credited;
      // a credit that crossed this mark is taken back by whichever of the two sees the other.
      if (await record(db, store, { eventId: revokedPurchaseKey(event.transactionId), orderNo: null }, 'reversal_unpaid', { transactionId: event.transactionId, reason: event.reason, notification: event.eventId })) {
        log.warn({ store, transactionId: event.transactionId }, 'a store took back a purchase that was not credited');
      }
      return (await takeBackRevokedPurchase(store, event.transactionId)) ?? { outcome: 'ignored', orderNo: null };
    },

    /** Whether a store took back a purchase before it was sent to us. */
    isRevokedPurchase: async (store: StoreName, transactionId: string): Promise<boolean> => (await repo.findCallbackByEvent(db, store, revokedPurchaseKey(transactionId))) !== undefined,

    takeBackRevokedPurchase,
  };
}
