import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { emptyBodySchema, envelopeOf } from '@lootbay/shared/schemas/common';
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
import { success } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import type { SessionResolver } from '../../http/session';
import type { RechargeService } from './recharge.service';

/** A provider's notify body is a small JSON document; anything larger is not one. */
const CALLBACK_BODY_LIMIT_BYTES = 64 * 1024;

/** Catalogue calls of the recharge centre (inside the `/api` prefix). */
export function registerRechargeRoutes(app: FastifyInstance, options: { sessions: SessionResolver; callbackPerMinute: number }, recharge: RechargeService): void {
  const { sessions } = options;
  visitorCall(
    app,
    { path: '/api/payConfig', body: emptyBodySchema, data: payConfigSchema, summary: 'Recharge packages with their bonus', tag: 'recharge' },
    () => recharge.packages(),
  );
  viewerCall(
    app,
    sessions,
    { path: '/api/payTrendConfig', body: emptyBodySchema, data: payTrendConfigSchema, summary: 'Payment methods, custom-amount limits and the first-recharge bonus (and, signed in, whether your next order earns it)', tag: 'recharge' },
    ({ locale, viewer }) => recharge.trendConfig(locale, viewer?.userId ?? null),
  );
  memberCall(
    app,
    sessions,
    { path: '/pay-member/on_pay_url', body: onPayUrlBody, data: onPayUrlAnswerSchema, summary: 'Create a recharge order; answers its number and where to pay', tag: 'recharge', perMinute: 20 },
    ({ body, member }) => recharge.createOrder(member.userId, body),
  );
  memberCall(
    app,
    sessions,
    { path: '/api/pay/redirect/h5pay', body: h5PayBody, data: h5PayAnswerSchema, summary: "The checkout of an order awaiting payment (the phone's, or with channel web the computer's), to pay or resume paying it", tag: 'recharge', perMinute: 20 },
    ({ body, member }) => recharge.h5Checkout(member.userId, body.orderNo, body.channel),
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

  // The provider's notify call: its signature covers the raw bytes, so this one route keeps them.
  // Anyone can reach it, so it is limited per address before the body is even read: generously,
  // since the provider sends every callback from a few addresses, but not without end.
  app.register(async (notify) => {
    notify.removeAllContentTypeParsers();
    notify.addContentTypeParser('*', { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
    notify.post(
      '/common/pay/onPay',
      {
        schema: { summary: 'Payment provider callback (HMAC-signed; no auth_key)', tags: ['recharge'], response: { 200: envelopeOf(z.object({ outcome: z.string(), orderNo: z.string() })) } },
        config: { rateLimit: { max: options.callbackPerMinute, timeWindow: 60_000 } },
      },
      async (request) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const answer = await recharge.handleCallback({ rawBody, headers: request.headers, now: Date.now() });
        return success(answer, requestLocale(request));
      },
    );
  });
}
