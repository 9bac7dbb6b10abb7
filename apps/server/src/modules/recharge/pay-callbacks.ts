import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AppError, type ErrorKey } from '@lootbay/shared/errors';
import type { Database } from '../../db/database';
import { nulAt } from '../../http/nul-guard';
import type { CallbackInput, CallbackVerdict, PaymentEvent } from '../../providers/payments/provider';
import type { RechargeDependencies } from './recharge.context';
import * as repo from './recharge.repository';
import type { Settlement } from './settlement';

export type CallbackOutcome = 'credited' | 'duplicate' | 'failed_payment';

export interface CallbackAnswer {
  readonly outcome: CallbackOutcome;
  readonly orderNo: string;
}

const REFUSALS: Record<Extract<CallbackVerdict, { ok: false }>['refusal'], ErrorKey> = {
  signature: 'PAY_CALLBACK_SIGNATURE_INVALID',
  stale: 'PAY_CALLBACK_STALE',
  malformed: 'DATA_ABNORMAL',
};

export function createPayCallbacks(deps: RechargeDependencies, settlement: Settlement) {
  const db: Kysely<Database> = deps.db.kysely;
  const { log } = deps;
  const clock = deps.clock ?? Date.now;

  /** Keeps a signed event and what came of it, once: true the first time, false for a replay. */
  const record = (q: Kysely<Database>, provider: string, event: PaymentEvent, outcome: string, detail: object = {}) =>
    repo.recordCallback(q, { id: randomBytes(12).toString('hex'), provider, order_no: event.orderNo, event_id: event.eventId, outcome, detail: JSON.stringify(detail), received_at: clock() });

  return {
    /**
     * The provider's notify call. Verified first (signature, freshness): a request that proves
     * nothing is refused without a row or a log line, since anyone may send any number of them.
     * A signed event is matched against its order, then the order is claimed by one conditional
     * update: however often the event is replayed or raced, one transaction credits it, and it
     * leaves one row.
     */
    async handleCallback(input: CallbackInput): Promise<CallbackAnswer> {
      const provider = deps.provider;
      if (!provider) throw new AppError('PAY_TYPE_UNAVAILABLE');
      const verdict = provider.verifyCallback(input);
      if (!verdict.ok) throw new AppError(REFUSALS[verdict.refusal]);
      const { event } = verdict;
      // A signed event is text the database must be able to store, like any other request's.
      if (nulAt(event) !== null) throw new AppError('TEXT_HAS_NUL');
      const order = await repo.findOrder(db, event.orderNo);
      if (!order || order.provider !== provider.name || Number(order.amount_paid) !== event.amount) {
        const detail = { reported: event.amount, expected: order ? Number(order.amount_paid) : null, orderFound: Boolean(order) };
        if (await record(db, provider.name, event, 'refused_mismatch', detail)) {
          log.warn({ orderNo: event.orderNo, eventId: event.eventId, outcome: 'refused_mismatch', ...detail }, 'payment callback refused');
        }
        throw new AppError('PAY_CALLBACK_MISMATCH');
      }
      if (event.status === 'failed') {
        // The player may still pay; the order stays awaiting until it is paid or times out.
        await record(db, provider.name, event, 'failed_payment');
        return { outcome: 'failed_payment', orderNo: order.order_no };
      }

      const credited = await deps.db.transaction(async (trx) => {
        const now = clock();
        if (!(await repo.claimPaidOrder(trx, order.order_no, event.eventId, now))) return false;
        await settlement.creditPaidOrder(trx, order, now);
        await record(trx, provider.name, event, 'credited');
        return true;
      });
      if (credited) {
        log.info({ orderNo: order.order_no, eventId: event.eventId }, 'recharge credited');
        return { outcome: 'credited', orderNo: order.order_no };
      }
      // A replay of the event that paid the order adds nothing. Another event for a paid order is a
      // second payment: kept once and logged once, for an operator to refund.
      const current = await repo.findOrder(db, order.order_no);
      if (current?.provider_event_id !== event.eventId) {
        const detail = { note: 'a second payment for a paid order: refund it', firstEventId: current?.provider_event_id ?? null };
        if (await record(db, provider.name, event, 'duplicate', detail)) {
          log.warn({ orderNo: order.order_no, eventId: event.eventId, ...detail }, 'payment callback for an order already paid by another event');
        }
      }
      return { outcome: 'duplicate', orderNo: order.order_no };
    },
  };
}
