import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { PAY_CALLBACK_MAX_AGE_SECONDS } from '@lootbay/shared/constants';
import type { WebPayType } from '@lootbay/shared/pay-types';
import type { NotificationInput, NotificationVerdict, PaymentEvent, PaymentProvider } from './provider';

export const SANDBOX_PROVIDER = 'sandbox';
export const SANDBOX_NOTIFY_PATH = '/api/common/pay/onPay';
export const SIGNATURE_HEADER = 'x-pay-signature';
export const TIMESTAMP_HEADER = 'x-pay-timestamp';

/** The sandbox's event on the wire: a payment's outcome, or a refund of `amount` in all. */
const eventSchema = z.object({
  eventId: z.string().min(1).max(200),
  orderNo: z.string().min(1).max(64),
  amount: z.int().positive(),
  status: z.enum(['paid', 'failed', 'refunded']),
});
export type SandboxEvent = z.infer<typeof eventSchema>;

/** HMAC-SHA256 over `<unix seconds>.<raw body>`, hex: the sandbox's signature, like many real providers'. */
export function signCallback(secret: string, timestampSeconds: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`).digest('hex');
}

/** A signed callback as the sandbox sends it. */
export function sandboxCallback(secret: string, event: SandboxEvent, nowMs: number): { body: string; headers: Record<string, string> } {
  const timestamp = Math.floor(nowMs / 1000);
  const body = JSON.stringify(event);
  return { body, headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signCallback(secret, timestamp, body) } };
}

/** The event the sandbox reports for an order; one id per order and outcome, as a real provider keeps it on replays. */
export function sandboxEvent(order: { orderNo: string; amount: number }, status: SandboxEvent['status']): SandboxEvent {
  return { eventId: `sbx_${order.orderNo}_${status}`, orderNo: order.orderNo, amount: order.amount, status };
}

/** The payment a sandbox order's `paid` event stands for: its refunds name it. */
function paymentIdOf(orderNo: string): string {
  return `sbx_${orderNo}_paid`;
}

function toPaymentEvent(event: SandboxEvent): PaymentEvent {
  if (event.status === 'refunded') {
    return { kind: 'reversed', eventId: event.eventId, orderNo: event.orderNo, paymentId: paymentIdOf(event.orderNo), amount: event.amount, cumulative: true, reason: 'refund' };
  }
  return { kind: event.status, eventId: event.eventId, orderNo: event.orderNo, amount: event.amount };
}

function header(headers: NotificationInput['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function orderNoOf(rawBody: string): string | null {
  try {
    const parsed = JSON.parse(rawBody) as { orderNo?: unknown };
    return typeof parsed.orderNo === 'string' ? parsed.orderNo.slice(0, 64) : null;
  } catch {
    return null;
  }
}

/**
 * The sandbox payment service: a hosted checkout page (`/sandbox/pay/<orderNo>`, with
 * `?channel=h5` the phone checkout; WeChat Pay on a computer answers a code to scan that opens
 * the phone checkout) whose buttons make it send a signed callback to the server's
 * notify endpoint, enveloped like the spec's `/common/pay/onPay` call. It holds no state of its
 * own: the order tells it what to collect, and it delivers its callbacks inside the server, so none
 * is ever lost and asking it about an order answers nothing new.
 */
export function createSandboxProvider(secret: string, payTypes: readonly WebPayType[]): PaymentProvider {
  return {
    name: SANDBOX_PROVIDER,
    payTypes,
    notifyPath: SANDBOX_NOTIFY_PATH,
    async checkout(order) {
      const page = `/sandbox/pay/${encodeURIComponent(order.orderNo)}`;
      // WeChat Pay on a computer is a code to scan, which opens the phone checkout, as the real one's does.
      if (order.payType === 'wechat' && order.channel === 'web') return { payUrl: `${order.origin}${page}?channel=h5`, scan: true };
      return { payUrl: order.channel === 'h5' ? `${page}?channel=h5` : page };
    },
    verifyNotification({ rawBody, headers, now }): NotificationVerdict {
      const orderNo = orderNoOf(rawBody);
      const signature = header(headers, SIGNATURE_HEADER);
      const timestampText = header(headers, TIMESTAMP_HEADER);
      if (!signature || !timestampText || !/^\d{1,12}$/.test(timestampText) || !/^[0-9a-f]{64}$/.test(signature)) {
        return { ok: false, refusal: 'signature', orderNo };
      }
      const timestamp = Number(timestampText);
      const expected = Buffer.from(signCallback(secret, timestamp, rawBody), 'hex');
      // Compared in constant time, so the answer's timing says nothing about how much matched.
      if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return { ok: false, refusal: 'signature', orderNo };
      if (Math.abs(Math.floor(now / 1000) - timestamp) > PAY_CALLBACK_MAX_AGE_SECONDS) return { ok: false, refusal: 'stale', orderNo };
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        return { ok: false, refusal: 'malformed', orderNo };
      }
      const event = eventSchema.safeParse(parsed);
      return event.success ? { ok: true, event: toPaymentEvent(event.data) } : { ok: false, refusal: 'malformed', orderNo };
    },
    reply(outcome) {
      const data = outcome.accepted ? { outcome: outcome.effect, orderNo: outcome.orderNo } : null;
      return { status: 200, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ code: outcome.code, msg: outcome.message, data }) };
    },
    async query() {
      return { state: 'open' };
    },
  };
}
