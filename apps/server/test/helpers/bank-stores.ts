import type { Kysely } from 'kysely';
import type { Currency } from '@lootbay/shared/constants';
import type { Envelope } from '@lootbay/shared/schemas/common';
import type { StorePurchaseAnswer } from '@lootbay/shared/schemas/recharge';
import type { Database } from '../../src/db/database';
import type { BankMember, Outcome } from './bank';

type Store = 'app_store' | 'google_play';

/** One send of a purchase's proof and what the client saw. */
export interface BankStoreSend {
  readonly userId: string;
  readonly outcome: Outcome;
  readonly orderNo?: string;
}

/** An in-app purchase the sandbox store made, and every send of its proof. */
export interface BankStorePurchase {
  readonly store: Store;
  readonly transactionId: string;
  readonly sends: BankStoreSend[];
}

/** The server's calls as the workload makes them (null: no answer came). */
export interface BankStoreClient {
  call<T>(path: string, body: Record<string, unknown>, caller: BankMember): Promise<Envelope<T> | null>;
  mint<T>(store: Store, purchase: Record<string, unknown>): Promise<Envelope<T> | null>;
}

const PRODUCTS: Record<Store, readonly string[]> = {
  app_store: ['com.lootbay.app.coins.p10', 'com.lootbay.app.coins.p30'],
  google_play: ['coins_p10', 'coins_p30'],
};
/** Definite refusals the workload provokes: the per-member limit, and a purchase already credited to another account. */
const REFUSED_CODES = new Set([10029, 12045]);

/** The store's id of a purchase, read from its proof (a JWS), so a send without an answer can still be checked. */
function transactionIdOf(proof: string): string {
  const payload = JSON.parse(Buffer.from(proof.split('.')[1] ?? '', 'base64url').toString('utf8')) as { transactionId?: string; orderId?: string };
  return payload.transactionId ?? payload.orderId ?? '';
}

/**
 * One in-app purchase: the sandbox store makes it for `buyer` (now and then naming no account),
 * then the app sends its proof one to three times at once, as a retrying app does, sometimes
 * raced by `rival` sending the same proof.
 */
export async function bankStorePurchase(client: BankStoreClient, buyer: BankMember, rival: BankMember, random: () => number, surprises: string[]): Promise<BankStorePurchase | null> {
  const store: Store = random() < 0.5 ? 'app_store' : 'google_play';
  const products = PRODUCTS[store];
  const productId = products[Math.floor(random() * products.length)] ?? '';
  const named = random() < 0.8;
  const minted = await client.mint<{ receipt: string } | { productId: string; purchaseToken: string }>(store, { productId, ...(named ? { accountToken: buyer.userId } : {}) });
  // No answer (the crash test stops the server the sandbox store lives in): no purchase was made.
  if (!minted) return null;
  if (minted.code !== 100) {
    surprises.push(`mint ${store}: ${minted.code}`);
    return null;
  }
  const proof = 'receipt' in minted.data ? minted.data.receipt : minted.data.purchaseToken;
  const send = (member: BankMember) =>
    store === 'app_store' ? client.call<StorePurchaseAnswer>('/applePay/apple', { receipt: proof }, member) : client.call<StorePurchaseAnswer>('/api/play', { productId, purchaseToken: proof }, member);
  const senders = [...Array.from({ length: 1 + Math.floor(random() * 3) }, () => buyer), ...(random() < 0.25 ? [rival] : [])];
  const answers = await Promise.all(senders.map(send));
  const purchase: BankStorePurchase = { store, transactionId: transactionIdOf(proof), sends: [] };
  answers.forEach((answer, index) => {
    const userId = senders[index]?.userId ?? '';
    if (answer && answer.code !== 100 && !REFUSED_CODES.has(answer.code)) surprises.push(`${store} purchase ${answer.code} ${answer.msg}`);
    const outcome: Outcome = !answer ? 'unknown' : answer.code === 100 ? 'ok' : 'refused';
    purchase.sends.push({ userId, outcome, ...(answer?.code === 100 ? { orderNo: answer.data.order.orderNo } : {}) });
  });
  return purchase;
}

/**
 * I5 / I7 for in-app purchases: at most one order per store transaction; exactly one when a send
 * was acknowledged, owned by the account that was told so; none when every send was refused;
 * credited once, as its record says. What each order credited is added to the client's books.
 */
export async function storeViolations(db: Kysely<Database>, purchases: readonly BankStorePurchase[], add: (userId: string, deltas: Partial<Record<Currency, number>>) => void): Promise<string[]> {
  const violations: string[] = [];
  for (const purchase of purchases) {
    const orders = await db.selectFrom('recharge_orders').selectAll().where('provider', '=', purchase.store).where('provider_event_id', '=', purchase.transactionId).execute();
    const acknowledged = purchase.sends.filter((send) => send.outcome === 'ok');
    const what = `${purchase.store} purchase ${purchase.transactionId}`;
    if (orders.length > 1) violations.push(`I7 ${what} paid ${orders.length} orders`);
    const order = orders[0];
    if (!order) {
      if (acknowledged.length > 0) violations.push(`I5/I14 acknowledged ${what} has no order`);
      continue;
    }
    if (purchase.sends.every((send) => send.outcome === 'refused')) violations.push(`I5 refused ${what} has an order`);
    for (const send of acknowledged) {
      if (send.userId !== order.user_id || send.orderNo !== order.order_no) violations.push(`I7 ${what} acknowledged to ${send.userId} as ${send.orderNo}, owned by ${order.user_id} as ${order.order_no}`);
    }
    const credits = await db.selectFrom('ledger_transfers').selectAll().where('reference', '=', `order:${order.order_no}`).execute();
    if (credits.filter((transfer) => transfer.reason === 'recharge').length !== 1) violations.push(`I7 ${what} has ${credits.length} credits, not one principal`);
    const received = credits.reduce((sum, transfer) => sum + Number(transfer.amount), 0);
    if (order.status !== 'success' || received !== Number(order.amount_received)) violations.push(`I7 ${what} credited ${received}, its order says ${order.amount_received} (${order.status})`);
    add(order.user_id, { coin: received });
  }
  return violations;
}
