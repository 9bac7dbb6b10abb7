import type { FastifyInstance } from 'fastify';
import { formatMoney } from '@lootbay/shared/money';
import type { Envelope } from '@lootbay/shared/schemas/common';
import { failure } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { sandboxCallback, sandboxEvent } from './sandbox';

const NOTIFY_PATH = '/api/common/pay/onPay';

export interface SandboxCheckouts {
  /** What the order asks the provider to collect; null for an unknown order. */
  checkout(orderNo: string): Promise<{ orderNo: string; amount: number; status: string } | null>;
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;background:#14161c;color:#e8e8ea;display:flex;justify-content:center;padding:48px 16px}
main{background:#1f222b;border-radius:12px;padding:32px;max-width:420px;width:100%;box-shadow:0 8px 32px #0008}
h1{font-size:20px;margin:0 0 8px}.amount{font-size:36px;font-weight:700;margin:16px 0}.note{color:#9a9cab;font-size:13px}
form{display:inline}button{font-size:16px;border:0;border-radius:8px;padding:12px 24px;margin:16px 8px 0 0;cursor:pointer}
.pay{background:#f5b82e;color:#14161c}.fail{background:#3a3e4b;color:#e8e8ea}a{color:#f5b82e}</style></head>
<body><main>${body}</main></body></html>`;
}

/**
 * The sandbox payment service's own pages: a hosted checkout whose buttons make it send a signed
 * callback. It reaches the server's notify endpoint through the server's full HTTP handling
 * (`inject`: routing, the auth_key exemption, the raw body and the signature check), as a real
 * provider's HTTPS call would, without needing to know the address the server listens on.
 * Registered only outside production mode, like `POST /dev/pay/<orderNo>/succeed`.
 */
export function registerSandboxPaymentRoutes(app: FastifyInstance, checkouts: SandboxCheckouts, secret: string): void {
  async function complete(orderNo: string, status: 'paid' | 'failed'): Promise<Envelope<unknown> | null> {
    const checkout = await checkouts.checkout(orderNo);
    if (!checkout) return null;
    const callback = sandboxCallback(secret, sandboxEvent(checkout, status), Date.now());
    const response = await app.inject({ method: 'POST', url: NOTIFY_PATH, headers: callback.headers, payload: callback.body });
    return response.json() as Envelope<unknown>;
  }

  app.get<{ Params: { orderNo: string }; Querystring: { channel?: string } }>('/sandbox/pay/:orderNo', { schema: { hide: true } }, async (request, reply) => {
    const checkout = await checkouts.checkout(request.params.orderNo);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!checkout) return reply.code(404).send(page('Sandbox checkout', '<h1>Unknown order</h1>'));
    const action = `/sandbox/pay/${encodeURIComponent(checkout.orderNo)}`;
    const paid = checkout.status === 'success';
    const title = request.query.channel === 'h5' ? 'Sandbox phone checkout' : 'Sandbox checkout';
    return reply.send(
      page(
        title,
        `<h1>${title}</h1><p class="note">A test payment service: no real money moves.</p>
<p>Order <b data-testid="order-no">${escapeHtml(checkout.orderNo)}</b></p><div class="amount">¥${formatMoney(checkout.amount)}</div>
${paid ? '<p>This order is paid.</p>' : `<form method="post" action="${action}/pay"><button class="pay" type="submit">Pay</button></form><form method="post" action="${action}/fail"><button class="fail" type="submit">Fail</button></form>`}
<p class="note"><a href="/recharge-list">Back to Lootbay</a></p>`,
      ),
    );
  });

  for (const [suffix, status] of [['pay', 'paid'], ['fail', 'failed']] as const) {
    app.post<{ Params: { orderNo: string } }>(`/sandbox/pay/:orderNo/${suffix}`, { schema: { hide: true } }, async (request, reply) => {
      const answer = await complete(request.params.orderNo, status);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!answer) return reply.code(404).send(page('Sandbox checkout', '<h1>Unknown order</h1>'));
      const ok = answer.code === 100 && status === 'paid';
      // What the player learns here is the payment's outcome, never the provider's delivery of its notice.
      const [title, note] = ok
        ? ['Payment complete', 'The money was collected; Lootbay credits your coins.']
        : status === 'failed'
          ? ['Payment failed', 'No money was collected. Back at Lootbay you can try again or close the order.']
          : ['Payment not accepted', escapeHtml(answer.msg)];
      return reply.send(
        page(
          'Sandbox checkout',
          `<h1 data-testid="result">${title}</h1>
<p class="note">${note}</p><p><a href="/recharge?orderNo=${encodeURIComponent(request.params.orderNo)}">Back to Lootbay</a></p>`,
        ),
      );
    });
  }

  app.post<{ Params: { orderNo: string } }>('/dev/pay/:orderNo/succeed', { schema: { hide: true } }, async (request, reply) => {
    const answer = await complete(request.params.orderNo, 'paid');
    return reply.send(answer ?? failure('ORDER_NOT_FOUND', requestLocale(request)));
  });
}
