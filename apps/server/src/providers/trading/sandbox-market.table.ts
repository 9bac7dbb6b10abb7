import type { Selectable } from 'kysely';

/**
 * The sandbox market's own book of orders: what a real market keeps on its side. Only the
 * sandbox reads or writes it; production never creates a sandbox.
 */
export interface SandboxMarketOrdersTable {
  purchase_id: string;
  item_name: string;
  max_price: number;
  trade_url: string;
  placed_at: number;
  /** The course the order takes (see SANDBOX_SCENARIOS). */
  scenario: string;
  /** Its steps' durations, already scaled, ms. */
  quote_ms: number;
  restock_ms: number;
  ship_ms: number;
  accept_ms: number;
  offer_ms: number;
  shipping: string;
  /** Set once the order has ended: its final state, reason and time. */
  final_state: string | null;
  final_reason: string | null;
  final_at: number | null;
}

export interface SandboxMarketTables {
  sandbox_market_orders: SandboxMarketOrdersTable;
}

export type SandboxMarketOrderRow = Selectable<SandboxMarketOrdersTable>;
