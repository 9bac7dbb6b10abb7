import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { emptyBodySchema, envelopeOf } from '@lootbay/shared/schemas/common';
import {
  codePayAnswerSchema,
  codePayBody,
  onPayUrlAnswerSchema,
  onPayUrlBody,
  orderNoBody,
  payConfigSchema,
  payTrendConfigSchema,
  rechargeListBody,
  rechargeListSchema,
  rechargeOrderSchema,
} from '@lootbay/shared/schemas/recharge';
import { memberCall, visitorCall } from '../../http/call';
import { success } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import type { SessionResolver } from '../../http/session';
import type { RechargeService } from './recharge.service';

/** Catalogue calls of the recharge centre (inside the `/api` prefix). */
export function registerRechargeRoutes(app: FastifyInstance, sessions: SessionResolver, recharge: RechargeService): void {
  visitorCall(
    app,
    { path: '/api/payConfig', body: emptyBodySchema, data: payConfigSchema, summary: 'Recharge packages with their bonus', tag: 'recharge' },
    () => recharge.packages(),
  );
  visitorCall(
    app,
    { path: '/api/payTrendConfig', body: emptyBodySchema, data: payTrendConfigSchema, summary: 'Payment methods, custom-amount limits and first-recharge bonus', tag: 'recharge' },
    ({ locale }) => recharge.trendConfig(locale),
  );
  memberCall(
    app,
    sessions,
    { path: '/pay-member/on_pay_url', body: onPayUrlBody, data: onPayUrlAnswerSchema, summary: 'Create a recharge order; answers its number and where to pay', tag: 'recharge', perMinute: 20 },
    ({ body, member }) => recharge.createOrder(member.userId, body),
  );
  for (const path of ['/member/searchRechargeStatus', '/order/checkOrder', '/api/h5/payInfo']) {
    memberCall(
      app,
      sessions,
      { path, body: orderNoBody, data: rechargeOrderSchema, summary: 'A recharge order and its status', tag: 'recharge' },
      ({ body, member }) => recharge.order(member.userId, body.orderNo),
    );
  }
  memberCall(
    app,
    sessions,
    { path: '/member/getUserRechargeList', body: rechargeListBody, data: rechargeListSchema, summary: 'Recharge records', tag: 'recharge' },
    ({ body, member }) => recharge.orders(member.userId, body.page, body.size),
  );
  memberCall(
    app,
    sessions,
    { path: '/member/codePay', body: codePayBody, data: codePayAnswerSchema, summary: 'Redeem a code', tag: 'recharge', perMinute: 20 },
    ({ body, member }) => recharge.redeemCode(member.userId, body.code),
  );

  // The provider's notify call: its signature covers the raw bytes, so this one route keeps them.
  app.register(async (notify) => {
    notify.removeAllContentTypeParsers();
    notify.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    notify.post(
      '/common/pay/onPay',
      { schema: { summary: 'Payment provider callback (HMAC-signed; no auth_key)', tags: ['recharge'], response: { 200: envelopeOf(z.object({ outcome: z.string(), orderNo: z.string() })) } } },
      async (request) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const answer = await recharge.handleCallback({ rawBody, headers: request.headers, now: Date.now() });
        return success(answer, requestLocale(request));
      },
    );
  });
}
