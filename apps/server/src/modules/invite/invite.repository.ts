import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { readPage } from '../../db/page';
import type { Trx } from '../../db/unit-of-work';
import type { TierRates } from './invite.levels';
import type { InviteRebatesTable, InviteSettlementsTable } from './invite.table';

type Q = Kysely<Database>;

/** Records a promoter's settlement of a day unless it exists: false when another run settled it first. */
export async function insertSettlement(trx: Trx, row: InviteSettlementsTable): Promise<boolean> {
  const inserted = await trx
    .insertInto('invite_settlements')
    .values(row)
    .onConflict((oc) => oc.columns(['promoter_id', 'day']).doNothing())
    .returning('promoter_id')
    .execute();
  return inserted.length === 1;
}

export async function insertRebates(trx: Trx, rows: readonly InviteRebatesTable[]): Promise<void> {
  if (rows.length > 0) await trx.insertInto('invite_rebates').values([...rows]).execute();
}

/** Adds a settled amount to the member's promotion amount. */
export async function addSettled(trx: Trx, userId: string, amount: number, now: number): Promise<void> {
  await trx
    .insertInto('invite_balances')
    .values({ user_id: userId, settled: amount, claimed: 0, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ settled: eb('invite_balances.settled', '+', amount), updated_at: now })))
    .execute();
}

export async function findBalance(db: Q, userId: string): Promise<{ settled: number; claimed: number } | undefined> {
  const row = await db.selectFrom('invite_balances').select(['settled', 'claimed']).where('user_id', '=', userId).executeTakeFirst();
  return row && { settled: Number(row.settled), claimed: Number(row.claimed) };
}

/** Marks claimed what was settled when read; false when a concurrent claim moved it first. */
export async function claimSettled(trx: Trx, userId: string, seen: { settled: number; claimed: number }, now: number): Promise<boolean> {
  const updated = await trx
    .updateTable('invite_balances')
    .set({ claimed: seen.settled, updated_at: now })
    .where('user_id', '=', userId)
    .where('claimed', '=', seen.claimed)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function settledDays(db: Q, since: string): Promise<Set<string>> {
  const rows = await db.selectFrom('invite_days').select('day').where('day', '>=', since).execute();
  return new Set(rows.map((row) => row.day));
}

export async function latestSettledDay(db: Q): Promise<string | undefined> {
  const row = await db.selectFrom('invite_days').select((eb) => eb.fn.max('day').as('day')).executeTakeFirst();
  return row?.day ?? undefined;
}

export async function markDaySettled(db: Q, day: string, now: number): Promise<void> {
  await db
    .insertInto('invite_days')
    .values({ day, settled_at: now })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
}

export async function rateOverrides(db: Q): Promise<Map<number, TierRates>> {
  const rows = await db.selectFrom('invite_rates').selectAll().execute();
  return new Map(rows.map((row) => [row.level, [row.tier1, row.tier2, row.tier3] as const]));
}

export async function saveRates(trx: Trx, level: number, rates: TierRates, now: number): Promise<void> {
  const values = { tier1: rates[0], tier2: rates[1], tier3: rates[2], updated_at: now };
  await trx
    .insertInto('invite_rates')
    .values({ level, ...values })
    .onConflict((oc) => oc.column('level').doUpdateSet(values))
    .execute();
}

export async function grantedLevels(db: Q, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.selectFrom('invite_promoters').select(['user_id', 'level']).where('user_id', 'in', [...userIds]).execute();
  return new Map(rows.map((row) => [row.user_id, row.level]));
}

export async function grantPromoter(trx: Trx, userId: string, level: number, now: number): Promise<void> {
  await trx
    .insertInto('invite_promoters')
    .values({ user_id: userId, level, granted_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ level, granted_at: now }))
    .execute();
}

export async function revokePromoter(trx: Trx, userId: string): Promise<boolean> {
  const deleted = await trx.deleteFrom('invite_promoters').where('user_id', '=', userId).executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}

export async function listPromoters(db: Q): Promise<{ user_id: string; level: number; granted_at: number }[]> {
  return db.selectFrom('invite_promoters').selectAll().orderBy('granted_at', 'desc').execute();
}

export async function pageRebates(db: Q, promoterId: string, page: number, size: number) {
  const base = db.selectFrom('invite_rebates').where('promoter_id', '=', promoterId);
  return readPage(base.selectAll().orderBy('day', 'desc').orderBy('tier').orderBy('amount', 'desc').orderBy('invitee_id'), page, size);
}

export async function pageSettlements(db: Q, promoterId: string, page: number, size: number) {
  const base = db.selectFrom('invite_settlements').where('promoter_id', '=', promoterId);
  return readPage(base.selectAll().orderBy('day', 'desc'), page, size);
}
