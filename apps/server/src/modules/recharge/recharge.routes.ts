import type { FastifyInstance, FastifyRequest } from 'fastify';
import { emptyBodySchema } from '@lootbay/shared/schemas/common';
import {
  applePayBody,
  codePayAnswerSchema,
  codePayBody,
  googlePlayBody,
  h5PayAnswerSchema,
  onPayUrlAnswerSchema,
  onPayUrlBody,
  orderNoBody,
  payConfigSchema,
  payInfoSchema,
  payTrendConfigSchema,
  rechargeListBody,
  rechargeListSchema,
  h5PayBody,
  storePurchaseAnswerSchema,
} from '@lootbay/shared/schemas/recharge';
import { memberCall, viewerCall, visitorCall } from '../../http/call';
import type { SessionResolver } from '../../http/session';
import type { CheckoutChannel } from '../../providers/payments/provider';
import type { CheckoutContext } from './orders';
import type { RechargeService } from './recharge.service';

export interface RechargeRouteOptions {
  readonly sessions: SessionResolver;
  /** This site's public origin for the providers' notify and return addresses; the request's own when null. */
  readonly publicUrl: string | null;
}

/** Catalogue calls of the recharge centre (inside the `/api` prefix). */
export function registerRechargeRoutes(app: FastifyInstance, options: RechargeRouteOptions, recharge: RechargeService): void {
  const { sessions } = options;
  /** Where and for whom a checkout is made: a phone's browser (`h5` platform) gets the phone checkout. */
  const checkoutContext = (request: FastifyRequest, platform: unknown, channel?: CheckoutChannel): CheckoutContext => ({
    channel: channel ?? (platform === 'h5' ? 'h5' : 'web'),
    clientIp: request.ip,
    origin: options.publicUrl ?? `${request.protocol}://${request.host}`,
    platform: typeof platform === 'string' ? platform : undefined,
  });
  visitorCall(
    app,
    { path: '/api/payConfig', body: emptyBodySchema, data: payConfigSchema, summary: 'Recharge packages with their bonus', tag: 'recharge' },
    () => recharge.packages(),
  );
  viewerCall(
    app,
    sessions,
    { path: '/api/payTrendConfig', body: emptyBodySchema, data: payTrendConfigSchema, summary: 'Payment methods, custom-amount limits and the first-recharge bonus (and, signed in, whether your next order earns it)', tag: 'recharge' },
    ({ body, locale, viewer }) => recharge.trendConfig(locale, viewer?.userId ?? null, typeof body.platform === 'string' ? body.platform : undefined),
  );
  memberCall(
    app,
    sessions,
    { path: '/pay-member/on_pay_url', body: onPayUrlBody, data: onPayUrlAnswerSchema, summary: "Create a recharge order; answers its number and where to pay (a phone's checkout for the h5 platform; a QR code to scan where the checkout is one)", tag: 'recharge', perMinute: 20 },
    ({ body, member, request }) => recharge.createOrder(member.userId, body, checkoutContext(request, body.platform)),
  );
  memberCall(
    app,
    sessions,
    { path: '/api/pay/redirect/h5pay', body: h5PayBody, data: h5PayAnswerSchema, summary: "The checkout of an order awaiting payment (the phone's, or with channel web the computer's), to pay or resume paying it", tag: 'recharge', perMinute: 20 },
    ({ body, member, request }) => recharge.h5Checkout(member.userId, body.orderNo, checkoutContext(request, body.platform, body.channel)),
  );
  memberCall(
    app,
    sessions,
    { path: '/api/h5/payInfo', body: orderNoBody, data: payInfoSchema, summary: 'An order as the phone payment page shows it: status, deadline, still payable', tag: 'recharge' },
    ({ body, member }) => recharge.payInfo(member.userId, body.orderNo),
  );
  for (const path of ['/member/searchRechargeStatus', '/order/checkOrder']) {
    memberCall(
      app,
      sessions,
      { path, body: orderNoBody, data: payInfoSchema, summary: 'A recharge order, its status, deadline, whether it can still be paid and its last failed payment', tag: 'recharge' },
      ({ body, member }) => recharge.payInfo(member.userId, body.orderNo),
    );
  }
  memberCall(
    app,
    sessions,
    { path: '/member/closeRechargeOrder', body: orderNoBody, data: payInfoSchema, summary: 'Close an order awaiting payment that you gave up on (a payment arriving late is still credited)', tag: 'recharge', perMinute: 30 },
    ({ body, member }) => recharge.close(member.userId, body.orderNo),
  );
  memberCall(
    app,
    sessions,
    { path: '/member/getUserRechargeList', body: rechargeListBody, data: rechargeListSchema, summary: 'Recharge records', tag: 'recharge' },
    ({ body, member }) => recharge.orders(member.userId, body.page, body.size),
  );
  memberCall(
    app,
    sessions,
    { path: '/applePay/apple', body: applePayBody, data: storePurchaseAnswerSchema, summary: 'Credit an App Store purchase (its signed transaction), once', tag: 'recharge', perMinute: 20 },
    ({ body, member }) => recharge.creditStorePurchase(member.userId, 'app_store', { receipt: body.receipt }),
  );
  memberCall(
    app,
    sessions,
    { path: '/api/play', body: googlePlayBody, data: storePurchaseAnswerSchema, summary: 'Credit a Google Play purchase (product and purchase token), once', tag: 'recharge', perMinute: 20 },
    ({ body, member }) => recharge.creditStorePurchase(member.userId, 'google_play', { receipt: body.purchaseToken, productId: body.productId }),
  );
  memberCall(
    app,
    sessions,
    { path: '/member/codePay', body: codePayBody, data: codePayAnswerSchema, summary: 'Redeem a code (verified adults, once per person)', tag: 'recharge', perMinute: 20 },
    ({ body, member }) => recharge.redeemCode(member.userId, body.code),
  );
}
