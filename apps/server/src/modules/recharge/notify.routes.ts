import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ERRORS, errorMessage, type ErrorKey } from '@lootbay/shared/errors';
import { SUCCESS_CODE } from '@lootbay/shared/constants';
import { requestLocale } from '../../http/locale';
import type { NotificationInput, NotificationOutcome, NotificationReply, PaymentProvider } from '../../providers/payments/provider';
import type { StoreProvider } from '../../providers/stores/store.provider';
import type { CallbackAnswer } from './notifications';
import type { RechargeService } from './recharge.service';

/** A notification is a small document; anything larger is not one. */
const NOTIFICATION_BODY_LIMIT_BYTES = 64 * 1024;

const REFUSAL_OF: Partial<Record<ErrorKey, Exclude<Extract<NotificationOutcome, { accepted: false }>['refusal'], 'error'>>> = {
  PAY_CALLBACK_SIGNATURE_INVALID: 'signature',
  PAY_CALLBACK_STALE: 'stale',
  DATA_ABNORMAL: 'malformed',
  TEXT_HAS_NUL: 'malformed',
  PAY_CALLBACK_MISMATCH: 'mismatch',
};

const SUCCESS_MESSAGE = { cn: '成功', br: 'Sucesso', en: 'Success' } as const;

export interface NotifyRouteOptions {
  /** Notifications accepted per minute from one address: generous for the provider, finite for everyone else. */
  readonly perMinute: number;
  readonly providers: readonly PaymentProvider[];
  readonly stores: readonly StoreProvider[];
}

/**
 * The providers' notify paths (each provider's own, like `/api/pay/alipay/notify`, and the
 * sandbox's `/api/common/pay/onPay`). They carry no `auth_key` (the provider cannot make one):
 * the provider's signature over the raw bytes, kept for these routes alone, is their only check.
 * Anyone can reach them, so they are limited per address before the body is even read. Each
 * answer is in the provider's own protocol (Alipay's `success`, WeChat Pay's 204, Stripe's 2xx).
 */
export function registerNotifyRoutes(app: FastifyInstance, options: NotifyRouteOptions, recharge: RechargeService): void {
  /** Handles a notification and says how it ended, in the caller's language. */
  const outcomeOf = async (request: FastifyRequest, handle: (input: NotificationInput) => Promise<CallbackAnswer>): Promise<NotificationOutcome> => {
    const locale = requestLocale(request);
    const input = { url: request.url, rawBody: typeof request.body === 'string' ? request.body : '', headers: request.headers, now: Date.now() };
    try {
      const answer = await handle(input);
      return { accepted: true, effect: answer.outcome, orderNo: answer.orderNo, code: SUCCESS_CODE, message: SUCCESS_MESSAGE[locale] };
    } catch (error) {
      const key = error instanceof AppError ? error.key : 'UNKNOWN';
      if (!(error instanceof AppError)) request.log.error({ err: error }, 'payment notification failed');
      return { accepted: false, refusal: REFUSAL_OF[key] ?? 'error', code: ERRORS[key].code, message: errorMessage(key, locale) };
    }
  };
  const send = (reply: FastifyReply, answer: NotificationReply) => reply.code(answer.status).type(answer.contentType).send(answer.body);

  app.register(async (notify) => {
    notify.removeAllContentTypeParsers();
    notify.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTIFICATION_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
    const config = { outsideCaller: true, rateLimit: { max: options.perMinute, timeWindow: 60_000 } };
    for (const provider of options.providers) {
      notify.post(provider.notifyPath, { config, schema: { summary: `${provider.name} payment notifications (signed by the provider; no auth_key)`, tags: ['recharge'] } }, async (request, reply) =>
        send(reply, provider.reply(await outcomeOf(request, (input) => recharge.handleNotification(provider.name, input)))),
      );
    }
    for (const store of options.stores) {
      if (!store.notifications) continue;
      notify.post(store.notifications.notifyPath, { config, schema: { summary: `${store.name} notifications of refunds and chargebacks (signed by the store; no auth_key)`, tags: ['recharge'] } }, async (request, reply) => {
        const outcome = await outcomeOf(request, (input) => recharge.handleStoreNotification(store.name, input));
        // The stores retry what is not a 2xx: a refusal that proves nothing is not worth retrying, our own trouble is.
        const status = outcome.accepted ? 200 : outcome.refusal === 'error' ? 503 : 400;
        return send(reply, { status, contentType: 'text/plain; charset=utf-8', body: outcome.accepted ? 'ok' : outcome.message });
      });
    }
  });
}
