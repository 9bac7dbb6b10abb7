import { AppError } from '@lootbay/shared/errors';
import { PaymentUnavailableError, providerNamed } from '../../providers/payments/provider';
import type { createNotifications } from './notifications';
import type { RechargeDependencies } from './recharge.context';
import * as repo from './recharge.repository';
import type { RechargeOrderRow } from './recharge.table';

/** An order's provider is first asked about it this long after the order was made, in case its notification never comes. */
export const FIRST_QUERY_AFTER_MS = 60_000;
/** The waits between later questions, then the last one repeated. */
const QUERY_DELAYS_MS = [1, 2, 4, 8, 15, 30, 60, 120, 240, 480, 720].map((minutes) => minutes * 60_000);
/**
 * How long after an order its provider is still asked: past the providers' own retries of a
 * notification (Alipay retries for 25 hours), so a payment never goes unheard.
 */
const QUERY_WINDOW_MS = 48 * 60 * 60 * 1000;
/** Orders asked about in one run of the task (the rest wait for the next minute), a few at a time. */
const QUERIES_PER_RUN = 200;
const CONCURRENT_QUERIES = 8;
/** Past its order's time by this much, a checkout can no longer be paid at any provider. */
const UNPAYABLE_AFTER_MS = 60 * 60 * 1000;

export function nextQueryAt(order: Pick<RechargeOrderRow, 'created_at' | 'queries'>, now: number): number | null {
  const next = now + QUERY_DELAYS_MS[Math.min(order.queries, QUERY_DELAYS_MS.length - 1)]!;
  return next > Number(order.created_at) + QUERY_WINDOW_MS ? null : next;
}

type CreditPaid = ReturnType<typeof createNotifications>['creditPaid'];

/**
 * Asks the providers about unpaid orders whose notification never came (Alipay
 * `alipay.trade.query`, WeChat Pay's query by `out_trade_no`, Stripe's Checkout Session), with
 * growing waits, and credits those they report paid through the same path as a notification.
 */
export function createReconciliation(deps: RechargeDependencies, creditPaid: CreditPaid) {
  const db = deps.db.kysely;
  const clock = deps.clock ?? Date.now;
  return {
    /**
     * One run: the orders due, a few at a time, each counted before it is asked so another
     * instance skips it. Answers how many were asked.
     */
    async reconcileDue(now: number = clock()): Promise<number> {
      const due = await repo.ordersDueForQuery(db, now, QUERIES_PER_RUN);
      let asked = 0;
      const ask = async (order: RechargeOrderRow): Promise<void> => {
        const provider = providerNamed(deps.payments, order.provider);
        if (!(await repo.countQuery(db, order.order_no, order.queries, provider ? nextQueryAt(order, now) : null)) || !provider) return;
        asked += 1;
        try {
          const answer = await provider.query({ orderNo: order.order_no, amount: Number(order.amount_paid), reference: order.checkout_ref });
          // Every checkout closes at the provider with its order (Stripe's half an hour later): unpaid well after that, it never will be.
          if (answer.state === 'paid') await creditPaid(provider.name, order, answer.event, 'query');
          else if (answer.state === 'closed' || now > Number(order.expires_at) + UNPAYABLE_AFTER_MS) await repo.stopQueries(db, order.order_no);
        } catch (error) {
          // The next question is due already. A mismatch was kept and warned about where it was found.
          if (error instanceof PaymentUnavailableError) deps.log.info({ orderNo: order.order_no, provider: provider.name }, 'payment provider did not answer about an order');
          else if (!(error instanceof AppError)) deps.log.warn({ err: error, orderNo: order.order_no }, 'reconciliation could not settle an order');
        }
      };
      const workers = Array.from({ length: CONCURRENT_QUERIES }, async () => {
        for (let order = due.shift(); order; order = due.shift()) await ask(order);
      });
      await Promise.all(workers);
      return asked;
    },
  };
}
