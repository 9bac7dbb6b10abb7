import type { Selectable } from 'kysely';
import type { RedPacketCondition } from '@lootbay/shared/reward-tasks';

/** A red packet code: `packets` shares of `amount` (hundredths); `claimed` and `paid` count up as members claim. */
export interface RedPacketsTable {
  id: string;
  /** Upper case. */
  code: string;
  packets: number;
  amount: number;
  condition: RedPacketCondition;
  /** With `recharged_today`: coins paid in recharges this site day, hundredths. */
  min_recharge: number;
  claimed: number;
  paid: number;
  expires_at: number;
  /** `operator:<id>` or `dev`. */
  created_by: string;
  created_at: number;
}

/** One packet's share, split when the packet was made; the n-th claim takes share n. Append-only. */
export interface RedPacketSharesTable {
  packet_id: string;
  seq: number;
  amount: number;
}

/** One packet claimed: once per member and packet. Append-only. */
export interface RedPacketClaimsTable {
  packet_id: string;
  seq: number;
  user_id: string;
  amount: number;
  created_at: number;
}

/** A site day a member was signed in on the site (the sign-in tasks count them). Append-only. */
export interface RewardSignInsTable {
  user_id: string;
  /** `YYYY-MM-DD`, the site's time zone. */
  day: string;
  created_at: number;
}

/** A reward task paid: once per member, task and period (`once`, a day or a week's first day). Append-only. */
export interface RewardClaimsTable {
  user_id: string;
  task: string;
  period: string;
  reward: number;
  created_at: number;
}

export interface RewardsTables {
  red_packets: RedPacketsTable;
  red_packet_shares: RedPacketSharesTable;
  red_packet_claims: RedPacketClaimsTable;
  reward_sign_ins: RewardSignInsTable;
  reward_claims: RewardClaimsTable;
}

export type RedPacketRow = Selectable<RedPacketsTable>;
export type RedPacketClaimRow = Selectable<RedPacketClaimsTable>;
