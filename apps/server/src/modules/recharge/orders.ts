import type { Kysely } from 'kysely';
import { RECHARGE_MAX_BONUS_PERCENT, RECHARGE_ORDER_TIMEOUT_MS, type Locale } from '@lootbay/shared/constants';
import { AppError } from '@lootbay/shared/errors';
import { formatMoney } from '@lootbay/shared/money';
import { APP_PLATFORMS, PAY_TYPES, WEB_PAY_TYPES, isWebPayType, type PayType, type WebPayType } from '@lootbay/shared/pay-types';
import type { MoneyOrderDetail, MoneyOrdersPage } from '@lootbay/shared/schemas/console-money';
import type { OnPayUrlAnswer, PayInfo, PayTrendConfig, RechargeOrder, RechargePackage } from '@lootbay/shared/schemas/recharge';
import type { Database } from '../../db/database';
import { PaymentUnavailableError, providerNamed, type CheckoutChannel, type PaymentProvider } from '../../providers/payments/provider';
import { STORE_PAY_TYPES } from './store-purchases';
import { qrCodeOf } from './checkout-qr';
import type { RechargeDependencies } from './recharge.context';
import * as repo from './recharge.repository';
import { FIRST_RECHARGE_PROMOTION } from './settlement';
import type { RechargeOrderRow } from './recharge.table';
import { newOrderNo, toMoneyOrder, toOrder, toPackage, toPayCallback } from './recharge.views';
import { FIRST_QUERY_AFTER_MS } from './reconciliation';

/** Where and by whom a checkout is asked for: the caller's channel, address and site origin. */
export interface CheckoutContext {
  readonly channel: CheckoutChannel;
  readonly clientIp: string;
  readonly origin: string;
  /** The client's `platform` field: the phone apps are offered their stores' pay types. */
  readonly platform?: string | undefined;
}

/**
 * What the player buys, as the provider's page and statement show it. It depends on the order
 * alone, never on the caller's language: a provider refuses a repeated checkout of one order
 * whose description changed (WeChat Pay). The Chinese providers' payers read Chinese.
 */
const SUBJECTS: Record<WebPayType, (coins: string) => string> = {
  alipay: (coins) => `Lootbay 金币 ${coins}`,
  wechat: (coins) => `Lootbay 金币 ${coins}`,
  stripe: (coins) => `Lootbay ${coins} coins`,
};

/** The recharge centre's offer and the orders paid through the payment provider. */
export function createOrders(deps: RechargeDependencies) {
  const db: Kysely<Database> = deps.db.kysely;
  const clock = deps.clock ?? Date.now;

  /** A member's own order; another user's order is as unknown as a missing one. */
  async function ownOrder(userId: string, orderNo: string): Promise<RechargeOrderRow> {
    const row = await repo.findOrder(db, orderNo);
    if (!row || row.user_id !== userId) throw new AppError('ORDER_NOT_FOUND');
    return row;
  }

  /** The provider that serves a web pay type here: the first configured for it. */
  function providerFor(payType: string): PaymentProvider | undefined {
    return isWebPayType(payType) ? deps.payments.find((provider) => provider.payTypes.includes(payType)) : undefined;
  }

  /** Still payable: awaiting, within its time, and its provider is available here. */
  function payable(row: RechargeOrderRow, now: number): boolean {
    return row.status === 'awaiting' && Number(row.expires_at) > now && providerNamed(deps.payments, row.provider) !== undefined;
  }

  /** The pay types offered to this client: the web's that a provider serves, and on a phone app its store's. */
  function offeredPayTypes(platform: string | undefined): PayType[] {
    const web = WEB_PAY_TYPES.filter((payType) => providerFor(payType) !== undefined);
    const app = platform !== undefined && Object.hasOwn(APP_PLATFORMS, platform) ? APP_PLATFORMS[platform as keyof typeof APP_PLATFORMS] : [];
    const configured = Object.values(deps.stores).map((store) => STORE_PAY_TYPES[store.name]);
    return [...web, ...app.filter((payType) => configured.includes(payType))];
  }

  /**
   * Asks the order's provider for its checkout, outside any transaction. A provider that cannot
   * serve now is the player's "method unavailable", and keeps what it said for the logs.
   */
  async function checkoutOf(provider: PaymentProvider, row: RechargeOrderRow, context: CheckoutContext): Promise<OnPayUrlAnswer> {
    const amount = Number(row.amount_paid);
    const payType = row.pay_type as WebPayType;
    let checkout;
    try {
      checkout = await provider.checkout({
        orderNo: row.order_no,
        amount,
        payType,
        channel: context.channel,
        subject: SUBJECTS[payType](formatMoney(Number(row.coins) + Number(row.bonus))),
        clientIp: context.clientIp,
        origin: context.origin,
        expiresAt: Number(row.expires_at),
        declined: await repo.countFailures(db, row.order_no),
      });
    } catch (error) {
      if (!(error instanceof PaymentUnavailableError)) throw error;
      deps.log.warn({ err: error, orderNo: row.order_no, provider: provider.name }, 'payment provider could not make a checkout');
      throw new AppError('PAY_TYPE_UNAVAILABLE');
    }
    if (checkout.reference !== undefined && checkout.reference !== row.checkout_ref) await repo.recordCheckoutRef(db, row.order_no, checkout.reference);
    return { orderNo: row.order_no, payUrl: checkout.payUrl, amount, status: 'awaiting', ...(checkout.scan ? { qrCode: await qrCodeOf(checkout.payUrl) } : {}) };
  }

  /** Orders as members see them: with their deadline, whether they can still be paid, and their last failed payment. */
  async function standing(rows: readonly RechargeOrderRow[]): Promise<PayInfo[]> {
    const failures = await repo.lastFailures(
      db,
      rows.map((row) => row.order_no),
    );
    const now = clock();
    return rows.map((row) => ({ ...toOrder(row), expiresAt: Number(row.expires_at), payable: payable(row, now), failedAt: failures.get(row.order_no) ?? null }));
  }

  return {
    async packages(): Promise<RechargePackage[]> {
      return (await repo.listEnabledPackages(db)).map(toPackage);
    },

    /** `/api/payTrendConfig`: a signed-in viewer also learns whether their next paid order earns the first-recharge bonus. */
    async trendConfig(locale: Locale, viewerId: string | null, platform?: string): Promise<PayTrendConfig> {
      const [settings, firstRechargeEligible] = await Promise.all([
        repo.findSettings(db),
        viewerId === null
          ? Promise.resolve(null)
          : deps.db.transaction(async (trx) => {
              const person = await deps.personIn(trx, viewerId);
              return person === null || !(await repo.hasClaimed(trx, FIRST_RECHARGE_PROMOTION, person));
            }),
      ]);
      return {
        payTypes: offeredPayTypes(platform).map((code) => ({ code, name: PAY_TYPES[code][locale] })),
        customMin: Number(settings?.custom_min ?? 0),
        customMax: Number(settings?.custom_max ?? 0),
        firstRechargeBonusPercent: settings?.first_bonus_percent ?? 0,
        maxBonusPercent: RECHARGE_MAX_BONUS_PERCENT,
        firstRechargeEligible,
      };
    },

    /**
     * `/pay-member/on_pay_url`: records an awaiting order, then asks the provider where to pay
     * (a phone's checkout on the `h5` channel). Nothing is credited here; only the provider's
     * signed notification, or its answer when asked about the order, does that. When the provider
     * cannot make a checkout, the order is closed at once and the method answers unavailable.
     */
    async createOrder(userId: string, request: { packageId?: string | undefined; amount?: number | undefined; payType: string }, context: CheckoutContext): Promise<OnPayUrlAnswer> {
      await deps.assertAdult(userId);
      const provider = providerFor(request.payType);
      if (!provider) throw new AppError('PAY_TYPE_UNAVAILABLE');

      let source: string;
      let packageId: string | null = null;
      let amount: number;
      let coins: number;
      let bonus: number;
      if (request.packageId !== undefined) {
        const row = await repo.findEnabledPackage(db, request.packageId);
        if (!row) throw new AppError('RECHARGE_PACKAGE_NOT_FOUND');
        const offer = toPackage(row);
        source = 'package';
        packageId = offer.id;
        amount = offer.amount;
        coins = offer.coins;
        bonus = offer.bonus;
      } else {
        const settings = await repo.findSettings(db);
        const wanted = request.amount ?? 0;
        if (!settings || wanted < Number(settings.custom_min) || wanted > Number(settings.custom_max)) throw new AppError('RECHARGE_AMOUNT_OUT_OF_RANGE');
        source = 'custom';
        amount = wanted;
        coins = wanted;
        bonus = 0;
      }
      await deps.assertMayRecharge(userId, coins);
      const now = clock();
      const row: RechargeOrderRow = {
        order_no: newOrderNo(now),
        user_id: userId,
        source,
        package_id: packageId,
        pay_type: request.payType,
        provider: provider.name,
        status: 'awaiting',
        amount_paid: amount,
        coins,
        bonus,
        first_bonus: 0,
        amount_received: 0,
        provider_event_id: null,
        created_at: now,
        expires_at: now + RECHARGE_ORDER_TIMEOUT_MS,
        paid_at: null,
        checkout_ref: null,
        next_query_at: now + FIRST_QUERY_AFTER_MS,
        queries: 0,
        refunded_amount: 0,
        reversed_coins: 0,
        unrecovered_coins: 0,
      };
      await repo.insertOrder(db, row);
      try {
        return await checkoutOf(provider, row, context);
      } catch (error) {
        // Nobody could pay an order whose checkout was never shown: closed, and never asked about.
        await repo.closeOrder(db, row.order_no);
        await repo.stopQueries(db, row.order_no);
        throw error;
      }
    },

    /**
     * `/api/pay/redirect/h5pay`: the provider's phone checkout for one of the member's orders that
     * can still be paid, where a phone browser is sent; also to resume paying an order begun elsewhere.
     * The provider is asked outside any transaction, and paying still happens only by its callback.
     */
    async h5Checkout(userId: string, orderNo: string, context: CheckoutContext) {
      await deps.assertAdult(userId);
      // The order counted against the limits when it was placed; a break still stops paying it.
      await deps.assertMayRecharge(userId, 0);
      const row = await ownOrder(userId, orderNo);
      if (row.status === 'success') throw new AppError('ORDER_ALREADY_PAID');
      if (row.status === 'timeout' || Number(row.expires_at) <= clock()) throw new AppError('ORDER_EXPIRED');
      const provider = providerNamed(deps.payments, row.provider);
      if (!provider) throw new AppError('PAY_TYPE_UNAVAILABLE');
      return { ...(await checkoutOf(provider, row, context)), expiresAt: Number(row.expires_at) };
    },

    /** `/api/h5/payInfo`: the order as the phone's payment page shows it, with its deadline and whether it can still be paid. */
    async payInfo(userId: string, orderNo: string): Promise<PayInfo> {
      return (await standing([await ownOrder(userId, orderNo)]))[0]!;
    },

    /** `/member/closeRechargeOrder`: the member gives up an order awaiting payment; it is closed as timed out (a late payment still credits it). */
    async close(userId: string, orderNo: string): Promise<PayInfo> {
      const row = await ownOrder(userId, orderNo);
      if (row.status === 'success') throw new AppError('ORDER_ALREADY_PAID');
      await repo.closeOrder(db, row.order_no);
      return (await standing([(await repo.findOrder(db, row.order_no))!]))[0]!;
    },

    /** What a hosted checkout shows and collects for an order. */
    async checkout(orderNo: string): Promise<{ orderNo: string; amount: number; status: RechargeOrder['status'] } | null> {
      const row = await repo.findOrder(db, orderNo);
      return row ? { orderNo: row.order_no, amount: Number(row.amount_paid), status: row.status } : null;
    },

    async orders(userId: string, page: number, size: number) {
      const { list: rows, total } = await repo.listUserOrders(db, userId, size, (page - 1) * size);
      return { list: await standing(rows), total, page, size };
    },

    /** The recharge centre's part of a member's data export: every order, oldest first. */
    async exportFor(userId: string): Promise<RechargeOrder[]> {
      return (await repo.allUserOrders(db, userId)).map(toOrder);
    },

    /** Every member's orders for the console, newest first. */
    async allOrders(filter: repo.OrderFilter, page: number, size: number): Promise<MoneyOrdersPage> {
      const { list: rows, total } = await repo.pageOrders(db, filter, size, (page - 1) * size);
      return { list: rows.map(toMoneyOrder), total, page, size };
    },

    /** Any member's order for the console, with every provider event recorded about it. */
    async orderWithCallbacks(orderNo: string): Promise<MoneyOrderDetail> {
      const [row, callbacks] = await Promise.all([repo.findOrder(db, orderNo), repo.findCallbacks(db, orderNo)]);
      if (!row) throw new AppError('ORDER_NOT_FOUND');
      return { ...toMoneyOrder(row), callbacks: callbacks.map(toPayCallback) };
    },

    /** Paid orders per period of payment (bounds as `periodIndex` takes them), for the daily totals. */
    paidByPeriod: (bounds: readonly number[]) => repo.paidOrdersByPeriod(db, bounds),

    /** Awaiting orders past their time become `timeout`; safe to run any number of times. */
    async expireStaleOrders(now: number = clock()): Promise<number> {
      return repo.expireOrders(db, now);
    },
  };
}
