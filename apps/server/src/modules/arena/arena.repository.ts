import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { ArenaMode } from '@lootbay/shared/constants';
import type { ArenaStatus } from '@lootbay/shared/schemas/arena';
import type { Database } from '../../db/database';
import { insertRows } from '../../db/insert-rows';
import { readPage, type Page } from '../../db/page';
import { unitOf, type Trx } from '../../db/unit-of-work';
import type { ArenaAwardRow, ArenaBattleRow, ArenaDropRow, ArenaSeatRow, NewArenaBattle } from './arena.table';

type Executor = Kysely<Database>;

/** The states of a battle that has not started: it counts against its creator's open rooms. */
export const UNSTARTED: readonly ArenaStatus[] = ['waiting', 'ready'];

/** A new battle and its creator's seat go with the creation's appends: nothing in it reads them again. */
export function appendBattle(trx: Trx, battle: NewArenaBattle, creatorSeat: ArenaSeatRow): void {
  unitOf(trx).append('arena_battles', [battle]);
  unitOf(trx).append('arena_seats', [creatorSeat]);
}

export function findBattle(db: Executor, id: string): Promise<ArenaBattleRow | undefined> {
  return db.selectFrom('arena_battles').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Takes `count` seats of a waiting battle that has them free; answers the battle as it is after,
 * or nothing when it is not waiting or lacks the seats. On PostgreSQL the update holds the
 * battle's row until commit, so racing joiners take their turns and the seat count never overflows.
 */
export async function takeSeats(trx: Trx, id: string, count: number): Promise<ArenaBattleRow | undefined> {
  return trx
    .updateTable('arena_battles')
    .set((eb) => ({ seats_taken: eb('seats_taken', '+', count) }))
    .where('id', '=', id)
    .where('status', '=', 'waiting')
    .where((eb) => eb(eb('seats_taken', '+', count), '<=', eb.ref('seat_count')))
    .returningAll()
    .executeTakeFirst();
}

/** Moves a battle from one state to the next; false when another request moved it first. */
export async function moveBattle(trx: Trx, id: string, from: ArenaStatus, changes: Partial<Omit<ArenaBattleRow, 'id'>>, where: { readonly roundsPlayed?: number; readonly seatsTaken?: number } = {}): Promise<boolean> {
  let query = trx.updateTable('arena_battles').set(changes).where('id', '=', id).where('status', '=', from);
  if (where.roundsPlayed !== undefined) query = query.where('rounds_played', '=', where.roundsPlayed);
  if (where.seatsTaken !== undefined) query = query.where('seats_taken', '=', where.seatsTaken);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function countUnstarted(trx: Trx, creatorId: string): Promise<number> {
  return trx
    .selectFrom('arena_battles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('creator_id', '=', creatorId)
    .where('status', 'in', UNSTARTED)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));
}

export async function insertSeats(trx: Trx, seats: readonly ArenaSeatRow[]): Promise<void> {
  if (seats.length > 0) await insertRows('arena_seats', seats).execute(trx);
}

export function seatsOf(db: Executor, battleIds: readonly string[]): Promise<ArenaSeatRow[]> {
  if (battleIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('arena_seats').selectAll().where('battle_id', 'in', battleIds).orderBy('battle_id').orderBy('seat').execute();
}

/** A member's seat takes the seed the member has in play when the battle fills. */
export async function setSeatSeed(trx: Trx, battleId: string, seat: number, userSeed: string): Promise<void> {
  await trx.updateTable('arena_seats').set({ user_seed: userSeed }).where('battle_id', '=', battleId).where('seat', '=', seat).execute();
}

/** A seat's result, written with the settlement's appends: the settlement reads the seats before it. */
export function appendSeatResult(trx: Trx, battleId: string, seat: number, result: 'victory' | 'defeat', won: number): void {
  unitOf(trx).appendWrite(sql`update arena_seats set result = ${result}, won = ${won} where battle_id = ${battleId} and seat = ${seat}`);
}

/** A round's drops go with the round's appends: the round reads them no more. */
export function appendDrops(trx: Trx, drops: readonly ArenaDropRow[]): void {
  unitOf(trx).append('arena_drops', drops);
}

export function dropsOf(db: Executor, battleIds: readonly string[]): Promise<ArenaDropRow[]> {
  if (battleIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('arena_drops').selectAll().where('battle_id', 'in', battleIds).orderBy('battle_id').orderBy('round').orderBy('seat').execute();
}

export function appendAwards(trx: Trx, awards: readonly ArenaAwardRow[]): void {
  unitOf(trx).append('arena_awards', awards);
}

export interface BattleFilter {
  readonly mode?: ArenaMode | undefined;
  readonly status?: ArenaStatus | undefined;
  readonly minPrice?: number | undefined;
  readonly maxPrice?: number | undefined;
  /** Battles with a seat of this member. */
  readonly seatedUserId?: string | undefined;
  /** Battles won by this member. */
  readonly wonByUserId?: string | undefined;
  /** Battles this member watched, most recently watched first. */
  readonly watchedBy?: string | undefined;
  /** Only battles someone reported (true) or nobody reported (false). */
  readonly reported?: boolean | undefined;
}

/** Battles, newest first (or by last watch), filtered, one page. */
export function pageBattles(db: Executor, filter: BattleFilter, page: number, size: number): Promise<Page<ArenaBattleRow>> {
  let query = db.selectFrom('arena_battles');
  if (filter.mode) query = query.where('mode', '=', filter.mode);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.minPrice !== undefined) query = query.where('price', '>=', filter.minPrice);
  if (filter.maxPrice !== undefined) query = query.where('price', '<=', filter.maxPrice);
  if (filter.seatedUserId !== undefined) {
    const userId = filter.seatedUserId;
    query = query.where('id', 'in', (eb) => eb.selectFrom('arena_seats').select('battle_id').where('user_id', '=', userId));
  }
  if (filter.wonByUserId !== undefined) {
    const userId = filter.wonByUserId;
    query = query.where('id', 'in', (eb) => eb.selectFrom('arena_seats').select('battle_id').where('user_id', '=', userId).where('result', '=', 'victory'));
  }
  if (filter.reported !== undefined) {
    const reported = (eb: ExpressionBuilder<Database, 'arena_battles'>) => eb.selectFrom('arena_reports').select('battle_id');
    query = query.where('id', filter.reported ? 'in' : 'not in', reported);
  }
  if (filter.watchedBy !== undefined) {
    const userId = filter.watchedBy;
    const watched = query
      .innerJoin('arena_watches', (join) => join.onRef('arena_watches.battle_id', '=', 'arena_battles.id').on('arena_watches.user_id', '=', userId))
      .selectAll('arena_battles')
      .orderBy('arena_watches.watched_at', 'desc');
    return readPage(watched, page, size);
  }
  return readPage(query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), page, size);
}

export async function recordWatch(db: Executor, userId: string, battleId: string, now: number): Promise<void> {
  await db
    .insertInto('arena_watches')
    .values({ user_id: userId, battle_id: battleId, watched_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'battle_id']).doUpdateSet({ watched_at: now }))
    .execute();
}

/** A member's report; a second one replaces the first and, being new, awaits a review again. */
export async function recordReport(db: Executor, battleId: string, userId: string, reason: string, now: number): Promise<void> {
  await db
    .insertInto('arena_reports')
    .values({ battle_id: battleId, user_id: userId, reason, created_at: now })
    .onConflict((conflict) => conflict.columns(['battle_id', 'user_id']).doUpdateSet({ reason, created_at: now, reviewed_at: null, reviewed_by: null, outcome: null, review_reason: null }))
    .execute();
}

/** Adds what a member won in a battle to their points of the day. */
/** Adds to members' points of the day, with the settlement's appends; one row per member. */
export function appendRankPoints(trx: Trx, day: string, points: ReadonlyMap<string, number>, now: number): void {
  if (points.size === 0) return;
  const rows = [...points].map(([userId, added]) => ({ day, user_id: userId, points: added, updated_at: now }));
  unitOf(trx).appendWrite(sql`${insertRows('arena_rank_points', rows)} on conflict (day, user_id) do update set points = arena_rank_points.points + excluded.points, updated_at = excluded.updated_at`);
}

/** A day's ranking: most points first; equal points rank who reached them first higher. */
export function rankingOf(db: Executor, day: string, limit: number) {
  return db.selectFrom('arena_rank_points').selectAll().where('day', '=', day).orderBy('points', 'desc').orderBy('updated_at').orderBy('user_id').limit(limit).execute();
}

export async function rankOf(db: Executor, day: string, userId: string): Promise<{ rank: number; points: number } | undefined> {
  const own = await db.selectFrom('arena_rank_points').selectAll().where('day', '=', day).where('user_id', '=', userId).executeTakeFirst();
  if (!own) return undefined;
  const ahead = await db
    .selectFrom('arena_rank_points')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('day', '=', day)
    .where((eb) => eb.or([eb('points', '>', own.points), eb.and([eb('points', '=', own.points), eb('updated_at', '<', own.updated_at)]), eb.and([eb('points', '=', own.points), eb('updated_at', '=', own.updated_at), eb('user_id', '<', own.user_id)])]))
    .executeTakeFirstOrThrow();
  return { rank: Number(ahead.n) + 1, points: Number(own.points) };
}

/** Records a rank prize; false when that day's rank was paid already. */
export async function claimRankPrize(trx: Trx, row: { day: string; rank: number; user_id: string; points: number; prize: number; paid_at: number }): Promise<boolean> {
  const inserted = await sql`${insertRows('arena_rank_prizes', [row])} on conflict (day, rank) do nothing returning rank`.execute(trx);
  return inserted.rows.length === 1;
}

export function prizesOf(db: Executor, day: string) {
  return db.selectFrom('arena_rank_prizes').selectAll().where('day', '=', day).orderBy('rank').execute();
}

/** Battles fought to the end on the site. */
export async function countFinishedBattles(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('arena_battles')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'finished')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
