import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { RECHARGE_MAX_BONUS_PERCENT, RECHARGE_ORDER_TIMEOUT_MS, type Currency, type Locale } from '@lootbay/shared/constants';
import { AppError, type ErrorKey } from '@lootbay/shared/errors';
import type { PayTrendConfig, RechargeOrder, RechargePackage } from '@lootbay/shared/schemas/recharge';
import type { Database } from '../../db/database';
import type { Db } from '../../db/dialect';
import type { CallbackInput, PaymentProvider } from '../../providers/payments/provider';
import type { WalletService } from '../wallet/wallet.service';
import * as repo from './recharge.repository';
import type { RechargeOrderRow } from './recharge.table';

/** Where an operator looks: refusals of payment callbacks are warnings with the details. */
export interface RechargeLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface RechargeDependencies {
  readonly db: Db;
  readonly wallet: WalletService;
  /** The payment provider chosen by configuration; null where none is available. */
  readonly provider: PaymentProvider | null;
  /**
   * Adults only: throws the account module's refusal (real name missing, minor, disabled) unless
   * the user may pay.
   */
  readonly assertAdult: (userId: string) => Promise<void>;
  readonly log: RechargeLog;
  readonly clock?: () => number;
}

export type CallbackOutcome = 'credited' | 'duplicate' | 'failed_payment';

export interface CallbackAnswer {
  readonly outcome: CallbackOutcome;
  readonly orderNo: string;
}

/** The recharge currency: packages and custom amounts buy coins. */
const RECHARGE_CURRENCY: Currency = 'coin';

function percentOf(amount: number, percent: number): number {
  return Math.floor((amount * percent) / 100);
}

function toPackage(row: { id: string; amount: number; coins: number; bonus_percent: number }): RechargePackage {
  const coins = Number(row.coins);
  const bonus = percentOf(coins, row.bonus_percent);
  return { id: row.id, amount: Number(row.amount), coins, bonusPercent: row.bonus_percent, bonus, total: coins + bonus };
}

function toOrder(row: RechargeOrderRow): RechargeOrder {
  return {
    orderNo: row.order_no,
    source: row.source,
    payType: row.pay_type,
    status: row.status,
    amountPaid: Number(row.amount_paid),
    coins: Number(row.coins),
    bonus: Number(row.bonus),
    firstBonus: Number(row.first_bonus),
    amountReceived: Number(row.amount_received),
    createdAt: Number(row.created_at),
    paidAt: row.paid_at === null ? null : Number(row.paid_at),
  };
}

/** `R` + epoch ms + 6 random digits: sortable, unguessable enough for a reference, unique by key. */
function newOrderNo(now: number): string {
  return `R${now}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

export function createRechargeService(deps: RechargeDependencies) {
  const db: Kysely<Database> = deps.db.kysely;
  const { wallet, log } = deps;
  const clock = deps.clock ?? Date.now;

  async function recordCallback(orderNo: string | null, eventId: string | null, outcome: string, detail: object, provider: string): Promise<void> {
    await repo.insertCallback(db, {
      id: randomBytes(12).toString('hex'),
      provider,
      order_no: orderNo,
      event_id: eventId,
      outcome,
      detail: JSON.stringify(detail),
      received_at: clock(),
    });
  }

  async function refuseCallback(key: ErrorKey, orderNo: string | null, eventId: string | null, outcome: string, detail: object, provider: string): Promise<never> {
    log.warn({ orderNo, eventId, outcome, ...detail }, 'payment callback refused');
    await recordCallback(orderNo, eventId, outcome, detail, provider);
    throw new AppError(key);
  }

  return {
    async packages(): Promise<RechargePackage[]> {
      return (await repo.listEnabledPackages(db)).map(toPackage);
    },

    async trendConfig(locale: Locale): Promise<PayTrendConfig> {
      const [payTypes, settings] = await Promise.all([repo.listEnabledPayTypes(db), repo.findSettings(db)]);
      return {
        payTypes: payTypes.filter((type) => type.provider === deps.provider?.name).map((type) => ({ code: type.code, name: type[`name_${locale}`] })),
        customMin: Number(settings?.custom_min ?? 0),
        customMax: Number(settings?.custom_max ?? 0),
        firstRechargeBonusPercent: settings?.first_bonus_percent ?? 0,
        maxBonusPercent: RECHARGE_MAX_BONUS_PERCENT,
      };
    },

    /**
     * `/pay-member/on_pay_url`: records an awaiting order, then asks the provider where to pay.
     * Nothing is credited here; only the provider's signed callback does that.
     */
    async createOrder(userId: string, request: { packageId?: string; amount?: number; payType: string }) {
      await deps.assertAdult(userId);
      const provider = deps.provider;
      const payType = (await repo.listEnabledPayTypes(db)).find((type) => type.code === request.payType);
      if (!provider || !payType || payType.provider !== provider.name) throw new AppError('PAY_TYPE_UNAVAILABLE');

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
      const now = clock();
      const orderNo = newOrderNo(now);
      await repo.insertOrder(db, {
        order_no: orderNo,
        user_id: userId,
        source,
        package_id: packageId,
        pay_type: payType.code,
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
      });
      const payUrl = await provider.checkoutUrl({ orderNo, amount, payType: payType.code });
      return { orderNo, payUrl, amount, status: 'awaiting' as const };
    },

    /** A member's own order; another user's order is as unknown as a missing one. */
    async order(userId: string, orderNo: string): Promise<RechargeOrder> {
      const row = await repo.findOrder(db, orderNo);
      if (!row || row.user_id !== userId) throw new AppError('ORDER_NOT_FOUND');
      return toOrder(row);
    },

    /** What a hosted checkout shows and collects for an order. */
    async checkout(orderNo: string): Promise<{ orderNo: string; amount: number; status: RechargeOrder['status'] } | null> {
      const row = await repo.findOrder(db, orderNo);
      return row ? { orderNo: row.order_no, amount: Number(row.amount_paid), status: row.status } : null;
    },

    async orders(userId: string, page: number, size: number) {
      const { rows, total } = await repo.listUserOrders(db, userId, size, (page - 1) * size);
      return { list: rows.map(toOrder), total, page, size };
    },

    /**
     * The provider's notify call. Verified (signature, freshness), matched against the order, then
     * the order is claimed by one conditional update: however often the callback is replayed or
     * raced, one transaction credits it. A paid order's coins, package bonus and first-recharge
     * bonus are separate transfers, each keyed by the order.
     */
    async handleCallback(input: CallbackInput): Promise<CallbackAnswer> {
      const provider = deps.provider;
      if (!provider) throw new AppError('PAY_TYPE_UNAVAILABLE');
      const verdict = provider.verifyCallback(input);
      if (!verdict.ok) {
        const key: ErrorKey = verdict.refusal === 'stale' ? 'PAY_CALLBACK_STALE' : verdict.refusal === 'signature' ? 'PAY_CALLBACK_SIGNATURE_INVALID' : 'DATA_ABNORMAL';
        return refuseCallback(key, verdict.orderNo, null, `refused_${verdict.refusal}`, {}, provider.name);
      }
      const { event } = verdict;
      const order = await repo.findOrder(db, event.orderNo);
      if (!order || order.provider !== provider.name || Number(order.amount_paid) !== event.amount) {
        return refuseCallback(
          'PAY_CALLBACK_MISMATCH',
          event.orderNo,
          event.eventId,
          'refused_mismatch',
          { reported: event.amount, expected: order ? Number(order.amount_paid) : null, orderFound: Boolean(order) },
          provider.name,
        );
      }
      if (event.status === 'failed') {
        // The player may still pay; the order stays awaiting until it is paid or times out.
        await recordCallback(order.order_no, event.eventId, 'failed_payment', {}, provider.name);
        return { outcome: 'failed_payment', orderNo: order.order_no };
      }

      const credited = await deps.db.transaction(async (trx) => {
        const now = clock();
        if (!(await repo.claimPaidOrder(trx, order.order_no, event.eventId, now))) return false;
        const user = { user: order.user_id };
        const reference = `order:${order.order_no}`;
        const coins = Number(order.coins);
        const bonus = Number(order.bonus);
        const packagePercent = coins > 0 ? Math.round((bonus * 100) / coins) : 0;
        const settings = await repo.findSettings(trx);
        const firstPercent = Math.max(0, Math.min(settings?.first_bonus_percent ?? 0, RECHARGE_MAX_BONUS_PERCENT - packagePercent));
        // The user's first paid order is claimed even when its bonus is capped to nothing: the bonus belongs to the first recharge only.
        const first = await repo.claimFirstPaidOrder(trx, order.user_id, order.order_no, now);
        const firstBonus = first ? percentOf(coins, firstPercent) : 0;
        await wallet.transferMany(trx, [
          { id: `${reference}:coins`, from: { system: 'payments' }, to: user, currency: RECHARGE_CURRENCY, amount: coins, reason: 'recharge', reference },
          ...(bonus > 0 ? [{ id: `${reference}:bonus`, from: { system: 'promotions' as const }, to: user, currency: RECHARGE_CURRENCY, amount: bonus, reason: 'recharge_bonus', reference }] : []),
          ...(firstBonus > 0 ? [{ id: `${reference}:first`, from: { system: 'promotions' as const }, to: user, currency: RECHARGE_CURRENCY, amount: firstBonus, reason: 'first_recharge_bonus', reference }] : []),
        ]);
        await repo.recordReceived(trx, order.order_no, firstBonus, coins + bonus + firstBonus);
        await repo.insertCallback(trx, { id: randomBytes(12).toString('hex'), provider: provider.name, order_no: order.order_no, event_id: event.eventId, outcome: 'credited', detail: '{}', received_at: now });
        return true;
      });
      if (!credited) {
        const current = await repo.findOrder(db, order.order_no);
        const detail = current?.provider_event_id === event.eventId ? {} : { note: 'a second payment for a paid order: refund it', firstEventId: current?.provider_event_id ?? null };
        if (current?.provider_event_id !== event.eventId) log.warn({ orderNo: order.order_no, eventId: event.eventId, ...detail }, 'payment callback for an order already paid by another event');
        await recordCallback(order.order_no, event.eventId, 'duplicate', detail, provider.name);
        return { outcome: 'duplicate', orderNo: order.order_no };
      }
      log.info({ orderNo: order.order_no, eventId: event.eventId }, 'recharge credited');
      return { outcome: 'credited', orderNo: order.order_no };
    },

    /** Awaiting orders past their time become `timeout`; safe to run any number of times. */
    async expireStaleOrders(now: number = clock()): Promise<number> {
      return repo.expireOrders(db, now);
    },

    /** Issues a redemption code (operators, seeds, tests). */
    async createCode(code: { code: string; currency: Currency; amount: number; maxUses: number; expiresAt?: number | null }): Promise<void> {
      if (!Number.isSafeInteger(code.amount) || code.amount <= 0 || !Number.isSafeInteger(code.maxUses) || code.maxUses <= 0) {
        throw new Error(`malformed redemption code ${code.code}`);
      }
      await repo.insertCode(db, {
        code: normalizeCode(code.code),
        currency: code.currency,
        amount: code.amount,
        max_uses: code.maxUses,
        used_count: 0,
        expires_at: code.expiresAt ?? null,
        created_at: clock(),
      });
    },

    /** `/member/codePay`: one use per user, at most `max_uses` in all, also under racing requests. */
    async redeemCode(userId: string, text: string): Promise<{ currency: Currency; amount: number; balance: number }> {
      const code = normalizeCode(text);
      return deps.db.transaction(async (trx) => {
        const now = clock();
        const row = await repo.findCode(trx, code);
        if (!row || (row.expires_at !== null && Number(row.expires_at) <= now)) throw new AppError('REDEMPTION_CODE_INVALID');
        if (!(await repo.claimCodeUse(trx, code, userId, now))) throw new AppError('REDEMPTION_CODE_USED');
        if (!(await repo.takeCodeUse(trx, code))) throw new AppError('REDEMPTION_CODE_EXHAUSTED');
        const amount = Number(row.amount);
        await wallet.transfer(trx, {
          id: `code:${code}:${userId}`,
          from: { system: 'promotions' },
          to: { user: userId },
          currency: row.currency,
          amount,
          reason: 'redemption_code',
          reference: `code:${code}`,
        });
        return { currency: row.currency, amount, balance: await wallet.balanceIn(trx, userId, row.currency) };
      });
    },
  };
}

export type RechargeService = ReturnType<typeof createRechargeService>;
