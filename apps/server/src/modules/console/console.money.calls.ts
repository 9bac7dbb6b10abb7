import { AppError } from '@lootbay/shared/errors';
import {
  moneyCodeCreateBodySchema,
  moneyCodesBodySchema,
  moneyDailySchema,
  moneyDaysBodySchema,
  moneyOrderBodySchema,
  moneyOrderDetailSchema,
  moneyOrdersBodySchema,
  moneyOrdersPageSchema,
  moneyReturnsSchema,
  redemptionCodeSchema,
  redemptionCodesPageSchema,
} from '@lootbay/shared/schemas/console-money';
import type { RechargeService } from '../recharge/recharge.service';
import { changeCall, readCall, type ConsoleCall } from './console.calls';
import { boxReturns, dailyMoney, type MoneyReportSources } from './console.money.reports';

export interface MoneyCallDependencies extends MoneyReportSources {
  readonly recharge: MoneyReportSources['recharge'] & Pick<RechargeService, 'allOrders' | 'orderWithCallbacks' | 'codes' | 'createCodeIn'>;
  readonly clock: () => number;
}

/** Recharge orders and their provider callbacks, redemption codes, daily totals and box returns. */
export function moneyCalls(deps: MoneyCallDependencies): ConsoleCall[] {
  const { recharge } = deps;
  return [
    readCall({
      path: 'money/orders',
      access: 'money.read',
      summary: "Every member's recharge orders, newest first, by status, member, order number or creation time",
      body: moneyOrdersBodySchema,
      data: moneyOrdersPageSchema,
      read: (body) => recharge.allOrders({ status: body.status, userId: body.userId, orderNo: body.orderNo, from: body.from, to: body.to }, body.page, body.size),
    }),
    readCall({
      path: 'money/order',
      access: 'money.read',
      summary: "A recharge order with every signed provider callback about it and what came of each",
      body: moneyOrderBodySchema,
      data: moneyOrderDetailSchema,
      read: (body) => recharge.orderWithCallbacks(body.orderNo),
    }),
    readCall({
      path: 'money/codes',
      access: 'money.read',
      summary: 'Redemption codes, newest first, with their uses and whether they expired or were used up',
      body: moneyCodesBodySchema,
      data: redemptionCodesPageSchema,
      read: (body) => recharge.codes(body.page, body.size),
    }),
    changeCall({
      path: 'money/codes/create',
      access: 'money.write',
      summary: 'Issue a redemption code: an amount of a currency, once per person, up to a number of uses in all',
      body: moneyCodeCreateBodySchema,
      data: redemptionCodeSchema,
      async change(trx, body) {
        if (body.expiresAt != null && body.expiresAt <= deps.clock()) throw new AppError('CONSOLE_CODE_EXPIRY_PAST');
        const created = await recharge.createCodeIn(trx, { code: body.code, currency: body.currency, amount: body.amount, maxUses: body.maxUses, expiresAt: body.expiresAt ?? null });
        if (!created) throw new AppError('CONSOLE_CODE_TAKEN');
        return { data: created, target: `code:${created.code}`, after: created };
      },
    }),
    readCall({
      path: 'money/daily',
      access: 'money.read',
      summary: 'Per day in the site time zone: recharged, spent and paid out per game, gross gaming revenue, active players, boxes opened',
      body: moneyDaysBodySchema,
      data: moneyDailySchema,
      read: (body) => dailyMoney(deps, body.from, body.to),
    }),
    readCall({
      path: 'money/returns',
      access: 'money.read',
      summary: "Per paid box opened in the days: measured return (item value won / spent) against its odds' published expected return",
      body: moneyDaysBodySchema,
      data: moneyReturnsSchema,
      read: (body, { locale }) => boxReturns(deps, body.from, body.to, locale),
    }),
  ];
}
