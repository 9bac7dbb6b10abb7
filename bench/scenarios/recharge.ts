import { DEV_PAYMENT_SECRET } from '../../apps/server/src/config';
import { sandboxCallback, sandboxEvent, SANDBOX_NOTIFY_PATH } from '../../apps/server/src/providers/payments/sandbox';
import { percentile, withServerDatabase } from '../database';
import { call, fundedMembers } from '../members';
import type { Measurement } from '../measure';
import type { Scenario, ScenarioContext } from '../scenario';
import { startCostMeter } from '../server-costs';

const MEMBERS = 100;
/** Orders each member places before the load (a member may place 20 a minute). */
const ORDERS_PER_MEMBER = 18;
const CONNECTIONS = 10;
/** The order's amount, hundredths of a yuan. */
const AMOUNT = 1_000;

/**
 * A provider's paid notifications, one per awaiting order, as the provider posts them after its
 * payers pay: the signature over the raw body, the order claimed by its conditional update, the
 * coins (and the person's first-recharge bonus) credited through the ledger and the event kept,
 * in one transaction; answered in the provider's protocol. Every fourth order's notification is
 * sent twice, as providers retry: the replay must credit nothing. Counted: orders credited per
 * second, until the run's time is up or every order placed is paid; every order notified must be
 * paid once, with one credited event.
 */
async function run(context: ScenarioContext): Promise<Measurement> {
  const { baseUrl, authKey, seconds } = context;
  const members = await fundedMembers(baseUrl, authKey, MEMBERS, AMOUNT);
  const orders: string[] = [];
  await Promise.all(
    members.map(async (member) => {
      for (let index = 0; index < ORDERS_PER_MEMBER; index += 1) {
        orders.push((await call<{ orderNo: string }>(baseUrl, authKey, '/pay-member/on_pay_url', { amount: AMOUNT, payType: 'alipay' }, { token: member.token })).orderNo);
      }
    }),
  );
  const notify = async (orderNo: string): Promise<boolean> => {
    const signed = sandboxCallback(DEV_PAYMENT_SECRET, sandboxEvent({ orderNo, amount: AMOUNT }, 'paid'), Date.now());
    const answer = await fetch(`${baseUrl}${SANDBOX_NOTIFY_PATH}`, { method: 'POST', headers: signed.headers, body: signed.body });
    return ((await answer.json()) as { code: number }).code === 100;
  };
  const latencies: number[] = [];
  const notified: string[] = [];
  let refused = 0;
  let next = 0;
  const begin = Date.now();
  const costs = await startCostMeter();
  const deadline = begin + seconds * 1_000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < deadline && next < orders.length) {
        const orderNo = orders[next++]!;
        const sent = Date.now();
        if (!(await notify(orderNo))) refused += 1;
        else notified.push(orderNo);
        latencies.push(Date.now() - sent);
        if (notified.length % 4 === 0 && !(await notify(orderNo))) refused += 1;
      }
    }),
  );
  const elapsed = (Date.now() - begin) / 1_000;
  const measuredCosts = await costs(notified.length);
  const credited = await withServerDatabase(context, async (db) => {
    const row = await db.kysely
      .selectFrom('pay_callbacks')
      .select((eb) => eb.fn.countAll<number>().as('credited'))
      .where('order_no', 'in', notified)
      .where('outcome', '=', 'credited')
      .executeTakeFirstOrThrow();
    return Number(row.credited);
  });
  if (credited !== notified.length) throw new Error(`${notified.length} orders notified, ${credited} credited events`);
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(notified.length / elapsed),
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    errors: 0,
    non2xx: refused,
    ...measuredCosts,
    extra: { credited, replayed: Math.floor(notified.length / 4), seconds: Number(elapsed.toFixed(1)) },
  };
}

export const rechargeNotify: Scenario = { name: 'recharge-notify', run };
