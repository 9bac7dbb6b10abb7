import { describe, expect, it } from 'vitest';
import { offerIdOf, stateAt } from './sandbox-market';
import type { SandboxMarketOrderRow } from './sandbox-market.table';

const order = (scenario: string, ended: Partial<SandboxMarketOrderRow> = {}): SandboxMarketOrderRow => ({
  purchase_id: 'p-1',
  item_name: 'AK-47 | Redline (Field-Tested)',
  max_price: 1000,
  trade_url: '',
  placed_at: 0,
  scenario,
  quote_ms: 1000,
  restock_ms: 3000,
  ship_ms: 500,
  accept_ms: 200,
  offer_ms: 4000,
  shipping: 'automatic',
  final_state: null,
  final_reason: null,
  final_at: null,
  ...ended,
});

describe('the sandbox market', () => {
  it('walks a delivered order through quote, shipping and the trade offer', () => {
    const row = order('deliver');
    expect([0, 999, 1000, 1499, 1500, 1699, 1700].map((t) => stateAt(row, t).state)).toEqual(['quoting', 'quoting', 'awaiting_seller', 'awaiting_seller', 'offer_sent', 'offer_sent', 'delivered']);
    expect(stateAt(row, 1600)).toEqual({ state: 'offer_sent', offerId: offerIdOf('p-1'), expiresAt: 5500 });
    expect(stateAt(row, 9000)).toEqual({ state: 'delivered', offerId: offerIdOf('p-1'), at: 1700 });
  });

  it('runs each failure mode on its own clock', () => {
    expect(stateAt(order('out_of_stock'), 1000)).toEqual({ state: 'cancelled', reason: 'out_of_stock', at: 1000 });
    expect([500, 1000, 3999, 4000, 4500, 4700].map((t) => stateAt(order('restock'), t).state)).toEqual(['quoting', 'restocking', 'restocking', 'awaiting_seller', 'offer_sent', 'delivered']);
    expect(stateAt(order('seller_cancel'), 1499).state).toBe('awaiting_seller');
    expect(stateAt(order('seller_cancel'), 1500)).toEqual({ state: 'cancelled', reason: 'seller_cancelled', at: 1500 });
    expect(stateAt(order('offer_expire'), 5499).state).toBe('offer_sent');
    expect(stateAt(order('offer_expire'), 5500)).toEqual({ state: 'cancelled', reason: 'offer_expired', at: 5500 });
  });

  it('answers an end written down from its time on, whatever the course says', () => {
    const cancelled = order('deliver', { final_state: 'cancelled', final_reason: 'buyer_cancelled', final_at: 1200 });
    expect(stateAt(cancelled, 1100).state).toBe('awaiting_seller');
    expect(stateAt(cancelled, 1800)).toEqual({ state: 'cancelled', reason: 'buyer_cancelled', at: 1200 });
  });
});
