import { z } from 'zod';
import { pageOf } from './common';
import { consoleBody, consolePageShape, reasonSchema } from './console';
import { rechargeOrderSchema, rechargeStatusSchema } from './recharge';
import { amountSchema, currencySchema } from './wallet';

/**
 * The console's money calls: recharge orders with their provider callbacks, redemption codes,
 * daily totals and the measured return of each box. Amounts are hundredths; returns are basis
 * points (10000 = 100%); times are epoch ms; days are `YYYY-MM-DD` in the site's time zone.
 */

/** The longest range of days a report covers. */
export const MONEY_REPORT_MAX_DAYS = 92;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** A real calendar date written `YYYY-MM-DD` (not 2026-02-30). */
export const dayNameSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'CONSOLE_DAYS_INVALID')
  .refine((day) => {
    const parsed = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
  }, 'CONSOLE_DAYS_INVALID');

/** `money/daily`, `money/returns`: the days from `from` to `to`, both included. */
export const moneyDaysBodySchema = consoleBody({ from: dayNameSchema, to: dayNameSchema }).refine((body) => {
  const span = dayNumber(body.to) - dayNumber(body.from) + 1;
  return span >= 1 && span <= MONEY_REPORT_MAX_DAYS;
}, 'CONSOLE_DAYS_INVALID');

/** `money/orders`: recharge orders, newest first; `from`/`to` bound the creation time, [from, to). */
export const moneyOrdersBodySchema = consoleBody({
  ...consolePageShape,
  status: rechargeStatusSchema.optional(),
  userId: z.string().trim().min(1).max(64).optional(),
  orderNo: z.string().trim().min(1).max(64).optional(),
  from: z.int().nonnegative().optional(),
  to: z.int().nonnegative().optional(),
});

/** A recharge order as the console shows it: the player's record, and who paid it through which provider event. */
export const moneyOrderSchema = rechargeOrderSchema.extend({
  userId: z.string(),
  /** The payment provider or app store that serves it. */
  provider: z.string(),
  /** The provider's event (or store transaction) that paid it. */
  providerEventId: z.string().nullable(),
  expiresAt: z.int(),
});
export type MoneyOrder = z.infer<typeof moneyOrderSchema>;
export const moneyOrdersPageSchema = pageOf(moneyOrderSchema);
export type MoneyOrdersPage = z.infer<typeof moneyOrdersPageSchema>;

export const moneyOrderBodySchema = consoleBody({ orderNo: z.string().trim().min(1).max(64) });

/** One signed provider event about an order and what came of it. */
export const payCallbackSchema = z.object({
  id: z.string(),
  provider: z.string(),
  eventId: z.string().nullable(),
  /** `credited`, `duplicate` (a second payment: refund it), `failed_payment`, `refused_mismatch`. */
  outcome: z.string(),
  /** What the server noted (amounts reported and expected, the first event of a paid order…). */
  detail: z.unknown(),
  receivedAt: z.int(),
});
export type PayCallback = z.infer<typeof payCallbackSchema>;

/** `money/order`: the order with its provider callbacks, oldest first. */
export const moneyOrderDetailSchema = moneyOrderSchema.extend({ callbacks: z.array(payCallbackSchema) });
export type MoneyOrderDetail = z.infer<typeof moneyOrderDetailSchema>;

export const moneyCodesBodySchema = consoleBody({ ...consolePageShape });

export const redemptionCodeSchema = z.object({
  /** Upper case: players may type it in any case. */
  code: z.string(),
  currency: currencySchema,
  /** Credited per redemption. */
  amount: z.int(),
  maxUses: z.int(),
  usedCount: z.int(),
  expiresAt: z.int().nullable(),
  createdAt: z.int(),
  /** Past `expiresAt`: no longer redeemable. */
  expired: z.boolean(),
  /** Every use taken. */
  exhausted: z.boolean(),
});
export type RedemptionCode = z.infer<typeof redemptionCodeSchema>;
export const redemptionCodesPageSchema = pageOf(redemptionCodeSchema);
export type RedemptionCodesPage = z.infer<typeof redemptionCodesPageSchema>;

/** `money/codes/create`: a code usable once per person and `maxUses` times in all. */
export const moneyCodeCreateBodySchema = consoleBody({
  code: z.string().trim().regex(/^[A-Za-z0-9_-]{4,32}$/, 'CONSOLE_CODE_MALFORMED'),
  currency: currencySchema,
  amount: amountSchema,
  maxUses: z.int().min(1).max(1_000_000),
  /** Epoch ms; none for a code that never expires. */
  expiresAt: z.int().positive().nullable().optional(),
  reason: reasonSchema,
});

/** What one game took and gave back in a period. */
export const gameTotalsSchema = z.object({
  /** The play engine's game: `box_open`, `percentage`, `forge`, `arena`, `roll`, `activity`… */
  game: z.string(),
  /** Settled plays (requests) that staked or paid something. */
  plays: z.int(),
  /** Members who played it. */
  players: z.int(),
  /** Spent: coins staked and items staked or used up, at their price. */
  staked: z.int(),
  /** Paid out: items won at their price, and coins paid back. */
  paidOut: z.int(),
  /** Gross gaming revenue: staked − paidOut (negative when players came out ahead). */
  ggr: z.int(),
});
export type GameTotals = z.infer<typeof gameTotalsSchema>;

/** A period's money: recharges, what games took and gave back, who played. */
export const moneyTotalsSchema = z.object({
  /** Paid recharge orders (counted on the day they were paid). */
  rechargeOrders: z.int(),
  /** Members who paid at least one order. */
  payers: z.int(),
  /** What players paid the providers. */
  rechargePaid: z.int(),
  /** Coins credited for those orders, bonuses included. */
  recharged: z.int(),
  /** Over every game: spent, paid out, GGR. */
  staked: z.int(),
  paidOut: z.int(),
  ggr: z.int(),
  /** Members who played any game. */
  activePlayers: z.int(),
  /** Boxes opened, paid and free. */
  opens: z.int(),
  /** Of those, free level boxes. */
  freeOpens: z.int(),
  /** Per game, most spent first. */
  games: z.array(gameTotalsSchema),
});
export type MoneyTotals = z.infer<typeof moneyTotalsSchema>;

export const moneyDaySchema = moneyTotalsSchema.extend({
  day: z.string(),
  /** The day's bounds in epoch ms, [start, end). */
  start: z.int(),
  end: z.int(),
});
export type MoneyDay = z.infer<typeof moneyDaySchema>;

/** `money/daily`: one row per day, oldest first, and the range's totals (members counted once). */
export const moneyDailySchema = z.object({
  timeZone: z.string(),
  days: z.array(moneyDaySchema),
  totals: moneyTotalsSchema,
});
export type MoneyDaily = z.infer<typeof moneyDailySchema>;

/** What a box's opens returned, measured, against what its odds published. */
const returnFigures = {
  /** Paid opens. */
  opens: z.int(),
  /** Spent on them. */
  spent: z.int(),
  /** Item value paid out (each item at its price in the odds version). */
  paidOut: z.int(),
  /** What the published odds expected those opens to pay out: Σ expected return per open. */
  expectedPaidOut: z.int(),
  /** paidOut / spent, basis points. */
  measuredReturnBp: z.int(),
  /** expectedPaidOut / spent: the published expected return of the versions in force, weighted by their opens. */
  publishedReturnBp: z.int(),
  /** measured − published, basis points. */
  differenceBp: z.int(),
};

export const boxReturnSchema = z.object({
  boxId: z.string(),
  boxName: z.string(),
  currency: z.string(),
  ...returnFigures,
  /** The same per odds version opened in the range, newest first. */
  versions: z.array(z.object({ version: z.int(), price: z.int(), expectedReturn: z.int(), ...returnFigures })),
});
export type BoxReturn = z.infer<typeof boxReturnSchema>;

/** `money/returns`: paid boxes opened in the range, most spent first. */
export const moneyReturnsSchema = z.object({ timeZone: z.string(), from: z.string(), to: z.string(), start: z.int(), end: z.int(), boxes: z.array(boxReturnSchema) });
export type MoneyReturns = z.infer<typeof moneyReturnsSchema>;
