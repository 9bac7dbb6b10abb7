import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { readWindow, type Page } from '../../db/page';
import { unitOf, type Trx } from '../../db/unit-of-work';
import type { RedPacketClaimRow, RedPacketRow, RedPacketsTable, RewardClaimsTable } from './rewards.table';

type Executor = Kysely<Database>;

// ---------------------------------------------------------------------------------------------
// Red packets
// ---------------------------------------------------------------------------------------------

/** Records a packet and its shares; false when the code is taken. */
export async function insertRedPacket(trx: Trx, packet: RedPacketsTable, shares: readonly number[]): Promise<boolean> {
  const inserted = await trx.insertInto('red_packets').values(packet).onConflict((oc) => oc.column('code').doNothing()).returning('id').executeTakeFirst();
  if (!inserted) return false;
  // In chunks, to stay under the drivers' limits on bound parameters.
  for (let start = 0; start < shares.length; start += 300) {
    const rows = shares.slice(start, start + 300).map((amount, index) => ({ packet_id: packet.id, seq: start + index + 1, amount }));
    await trx.insertInto('red_packet_shares').values(rows).execute();
  }
  return true;
}

export function findRedPacketByCode(db: Executor, code: string): Promise<RedPacketRow | undefined> {
  return db.selectFrom('red_packets').selectAll().where('code', '=', code).executeTakeFirst();
}

export function findRedPacket(db: Executor, id: string): Promise<RedPacketRow | undefined> {
  return db.selectFrom('red_packets').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Takes the packet's next share: one conditional update that counts `claimed` up while packets
 * remain, so on PostgreSQL racing claims queue on the packet's row and each sees the count the one
 * before left. Answers the share's number, or undefined when every packet is gone.
 */
export async function takeNextShare(trx: Trx, packetId: string): Promise<number | undefined> {
  const taken = await trx
    .updateTable('red_packets')
    .set({ claimed: sql`claimed + 1` })
    .where('id', '=', packetId)
    .where('claimed', '<', sql<number>`packets`)
    .returning('claimed')
    .executeTakeFirst();
  return taken?.claimed;
}

export async function shareAmount(trx: Trx, packetId: string, seq: number): Promise<number> {
  const row = await trx.selectFrom('red_packet_shares').select('amount').where('packet_id', '=', packetId).where('seq', '=', seq).executeTakeFirstOrThrow();
  return Number(row.amount);
}

/** Records the member's claim; false when they had claimed this packet (racing claims meet on the key). */
export async function insertRedPacketClaim(trx: Trx, claim: RedPacketClaimRow): Promise<boolean> {
  const inserted = await trx
    .insertInto('red_packet_claims')
    .values(claim)
    .onConflict((oc) => oc.columns(['packet_id', 'user_id']).doNothing())
    .returning('seq')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The packet's paid total, with the claim's appends: nothing in the claim reads it. */
export function addPaid(trx: Trx, packetId: string, amount: number): void {
  unitOf(trx).appendWrite(sql`update red_packets set paid = paid + ${amount} where id = ${packetId}`);
}

export async function hasClaimed(db: Executor, packetId: string, userId: string): Promise<boolean> {
  const row = await db.selectFrom('red_packet_claims').select('seq').where('packet_id', '=', packetId).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

export async function pageRedPackets(db: Executor, offset: number, limit: number): Promise<Page<RedPacketRow>> {
  return readWindow(db.selectFrom('red_packets').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), limit, offset);
}

export function redPacketClaims(db: Executor, packetId: string): Promise<RedPacketClaimRow[]> {
  return db.selectFrom('red_packet_claims').selectAll().where('packet_id', '=', packetId).orderBy('seq').execute();
}

/** Every packet the member claimed, with its code, oldest claim first (their data export). */
export function redPacketClaimsOf(db: Executor, userId: string) {
  return db
    .selectFrom('red_packet_claims as c')
    .innerJoin('red_packets as p', 'p.id', 'c.packet_id')
    .select(['c.packet_id', 'p.code', 'c.seq', 'c.amount', 'c.created_at'])
    .where('c.user_id', '=', userId)
    .orderBy('c.created_at')
    .orderBy('c.packet_id')
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Reward tasks
// ---------------------------------------------------------------------------------------------

/** Notes that the member was signed in on a site day (the first call of the day writes it). */
export async function recordSignIn(db: Executor, userId: string, day: string, now: number): Promise<void> {
  await db.insertInto('reward_sign_ins').values({ user_id: userId, day, created_at: now }).onConflict((oc) => oc.columns(['user_id', 'day']).doNothing()).execute();
}

/** Days signed in from `fromDay` to `toDay` inclusive (`YYYY-MM-DD` compares as text). */
export async function countSignIns(db: Executor, userId: string, fromDay: string, toDay: string): Promise<number> {
  const row = await db
    .selectFrom('reward_sign_ins')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The member's claims of the given periods, as `task:period`. */
export async function claimedRewards(db: Executor, userId: string, periods: readonly string[]): Promise<Set<string>> {
  const rows = await db.selectFrom('reward_claims').select(['task', 'period']).where('user_id', '=', userId).where('period', 'in', periods).execute();
  return new Set(rows.map((row) => `${row.task}:${row.period}`));
}

/** Records a reward paid; false when the member had it this period (racing claims meet on the key). */
export async function insertRewardClaim(trx: Trx, row: RewardClaimsTable): Promise<boolean> {
  const inserted = await trx
    .insertInto('reward_claims')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'task', 'period']).doNothing())
    .returning('task')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Every reward the member was paid, oldest first (their data export). */
export function rewardClaimsOf(db: Executor, userId: string) {
  return db.selectFrom('reward_claims').select(['task', 'period', 'reward', 'created_at']).where('user_id', '=', userId).orderBy('created_at').orderBy('task').execute();
}

/** Every site day the member was signed in, in order (their data export). */
export function signInsOf(db: Executor, userId: string) {
  return db.selectFrom('reward_sign_ins').select(['day', 'created_at']).where('user_id', '=', userId).orderBy('day').execute();
}
