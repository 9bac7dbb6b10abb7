import type { Selectable } from 'kysely';

/** Append-only: a promoter's rebate of one site day (unique per promoter and day: settled once). */
export interface InviteSettlementsTable {
  promoter_id: string;
  /** `YYYY-MM-DD` in the site's time zone. */
  day: string;
  /** Hundredths of coins, > 0. */
  amount: number;
  /** The promoter's level when it was settled. */
  level: number;
  /** Invitees whose recharges it pays on. */
  invitees: number;
  settled_at: number;
}

/** Append-only: one invitee's part of a settlement. */
export interface InviteRebatesTable {
  promoter_id: string;
  day: string;
  invitee_id: string;
  /** 1, 2 or 3: how far down the promoter's tree the invitee is. */
  tier: number;
  /** What the invitee was paid for that day, hundredths of coins (bonuses not counted). */
  recharged: number;
  /** Basis points. */
  rate: number;
  amount: number;
}

/** A member's promotion amount: all settled, and how much of it was claimed (never more). */
export interface InviteBalancesTable {
  user_id: string;
  settled: number;
  claimed: number;
  updated_at: number;
}

/** Site days whose settlement ran to the end (the daily task catches up on any it missed). */
export interface InviteDaysTable {
  day: string;
  settled_at: number;
}

/** Operators' rates of a level, basis points per tier; a level without a row uses the defaults. */
export interface InviteRatesTable {
  level: number;
  tier1: number;
  tier2: number;
  tier3: number;
  updated_at: number;
}

/** The promoter role granted by an operator: the member counts at least at this level. */
export interface InvitePromotersTable {
  user_id: string;
  level: number;
  granted_at: number;
}

export interface InviteTables {
  invite_settlements: InviteSettlementsTable;
  invite_rebates: InviteRebatesTable;
  invite_balances: InviteBalancesTable;
  invite_days: InviteDaysTable;
  invite_rates: InviteRatesTable;
  invite_promoters: InvitePromotersTable;
}

export type InviteSettlementRow = Selectable<InviteSettlementsTable>;
export type InviteRebateRow = Selectable<InviteRebatesTable>;
