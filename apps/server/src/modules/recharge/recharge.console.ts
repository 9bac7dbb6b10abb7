import { AppError } from '@lootbay/shared/errors';
import {
  moneyCodeCreateBodySchema,
  moneyCodesBodySchema,
  moneyOrderBodySchema,
  moneyOrderDetailSchema,
  moneyOrdersBodySchema,
  moneyOrdersPageSchema,
  redemptionCodeSchema,
  redemptionCodesPageSchema,
} from '@lootbay/shared/schemas/console-money';
import type { RechargeService } from './recharge.service';
import { changeCall, readCall, type ConsoleCall } from '../console/console.module';

/** Recharge orders with their provider callbacks, and redemption codes. */
export function rechargeCalls(recharge: Pick<RechargeService, 'allOrders' | 'orderWithCallbacks' | 'codes' | 'createCodeIn'>, clock: () => number): ConsoleCall[] {
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
        if (body.expiresAt != null && body.expiresAt <= clock()) throw new AppError('CONSOLE_CODE_EXPIRY_PAST');
        const created = await recharge.createCodeIn(trx, { code: body.code, currency: body.currency, amount: body.amount, maxUses: body.maxUses, expiresAt: body.expiresAt ?? null });
        if (!created) throw new AppError('CONSOLE_CODE_TAKEN');
        return { data: created, target: `code:${created.code}`, after: created };
      },
    }),
  ];
}
