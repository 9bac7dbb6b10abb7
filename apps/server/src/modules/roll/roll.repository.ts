import { sql, type Kysely } from 'kysely';
import type { RollRoomStatus } from '@lootbay/shared/schemas/roll';
import type { Database } from '../../db/database';
import { insertRows } from '../../db/insert-rows';
import { readPage, type Page } from '../../db/page';
import type { Trx } from '../../db/unit-of-work';
import type { NewRollRoom, RollRoomPersonRow, RollRoomPrizeRow, RollRoomRow, RollRoomWinRow } from './roll.table';

type Executor = Kysely<Database>;

export async function insertRoom(trx: Trx, room: NewRollRoom, prizes: readonly RollRoomPrizeRow[]): Promise<void> {
  await insertRows('roll_rooms', [room]).execute(trx);
  await insertRows('roll_room_prizes', prizes).execute(trx);
}

export function findRoom(db: Executor, id: string): Promise<RollRoomRow | undefined> {
  return db.selectFrom('roll_rooms').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Counts a participant in: answers their place in join order, or nothing when the room is not
 * open. On PostgreSQL the update holds the room's row until commit, so joiners take turns and the
 * places are gap-free.
 */
export async function takePlace(trx: Trx, id: string): Promise<number | undefined> {
  const row = await trx
    .updateTable('roll_rooms')
    .set((eb) => ({ people_count: eb('people_count', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returning('people_count')
    .executeTakeFirst();
  return row ? row.people_count - 1 : undefined;
}

/** Places several participants (robots) at once; answers the first place. */
export async function takePlaces(trx: Trx, id: string, count: number): Promise<number> {
  const row = await trx
    .updateTable('roll_rooms')
    .set((eb) => ({ people_count: eb('people_count', '+', count) }))
    .where('id', '=', id)
    .returning('people_count')
    .executeTakeFirstOrThrow();
  return row.people_count - count;
}

/** Adds a participant; false when the member is in the room already. */
export async function insertPerson(trx: Trx, person: RollRoomPersonRow): Promise<boolean> {
  const inserted = await sql`${insertRows('roll_room_people', [person])} on conflict do nothing returning seq`.execute(trx);
  return inserted.rows.length === 1;
}

export async function insertPeople(trx: Trx, people: readonly RollRoomPersonRow[]): Promise<void> {
  if (people.length > 0) await insertRows('roll_room_people', people).execute(trx);
}

/** Closes an open room for its draw; false when it was closed already. */
export async function finishRoom(trx: Trx, id: string, drawnAt: number): Promise<boolean> {
  const result = await trx.updateTable('roll_rooms').set({ status: 'finished', drawn_at: drawnAt }).where('id', '=', id).where('status', '=', 'open').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recordClientSeed(trx: Trx, id: string, clientSeed: string): Promise<void> {
  await trx.updateTable('roll_rooms').set({ client_seed: clientSeed }).where('id', '=', id).execute();
}

export async function insertWins(trx: Trx, wins: readonly RollRoomWinRow[]): Promise<void> {
  if (wins.length > 0) await insertRows('roll_room_wins', wins).execute(trx);
}

export function prizesOf(db: Executor, roomIds: readonly string[]): Promise<RollRoomPrizeRow[]> {
  if (roomIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('roll_room_prizes').selectAll().where('room_id', 'in', roomIds).orderBy('room_id').orderBy('position').execute();
}

export function peopleOf(db: Executor, roomId: string, page?: { readonly page: number; readonly size: number }): Promise<RollRoomPersonRow[]> {
  let query = db.selectFrom('roll_room_people').selectAll().where('room_id', '=', roomId).orderBy('seq');
  if (page) query = query.limit(page.size).offset((page.page - 1) * page.size);
  return query.execute();
}

export function winsOf(db: Executor, roomIds: readonly string[]): Promise<RollRoomWinRow[]> {
  if (roomIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('roll_room_wins').selectAll().where('room_id', 'in', roomIds).orderBy('room_id').orderBy('position').execute();
}

/** Whether any of some members is in a room. */
export async function joinedByAny(trx: Trx, roomId: string, userIds: readonly string[]): Promise<boolean> {
  const row = await trx.selectFrom('roll_room_people').select('seq').where('room_id', '=', roomId).where('user_id', 'in', [...userIds]).executeTakeFirst();
  return row !== undefined;
}

/** Of some rooms, those a member joined. */
export async function joinedOf(db: Executor, userId: string, roomIds: readonly string[]): Promise<Set<string>> {
  if (roomIds.length === 0) return new Set();
  const rows = await db.selectFrom('roll_room_people').select('room_id').where('user_id', '=', userId).where('room_id', 'in', roomIds).execute();
  return new Set(rows.map((row) => row.room_id));
}

export interface RoomFilter {
  readonly status?: RollRoomStatus | undefined;
  readonly official?: boolean | undefined;
  readonly joinedBy?: string | undefined;
}

/** Rooms: open ones first, ending soonest first; then finished ones, newest draw first. */
export async function pageRooms(db: Executor, filter: RoomFilter, now: number, page: number, size: number): Promise<Page<RollRoomRow>> {
  let query = db.selectFrom('roll_rooms');
  if (filter.status === 'not_started') query = query.where('status', '=', 'open').where('starts_at', '>', now);
  if (filter.status === 'in_progress') query = query.where('status', '=', 'open').where('starts_at', '<=', now);
  if (filter.status === 'finished') query = query.where('status', '=', 'finished');
  if (filter.official !== undefined) query = query.where('official', '=', filter.official ? 1 : 0);
  if (filter.joinedBy !== undefined) {
    const userId = filter.joinedBy;
    query = query.where('id', 'in', (eb) => eb.selectFrom('roll_room_people').select('room_id').where('user_id', '=', userId));
  }
  return readPage(query.selectAll().orderBy(sql`case when status = 'open' then 0 else 1 end`).orderBy(sql`case when status = 'open' then ends_at else -coalesce(drawn_at, ends_at) end`).orderBy('id'), page, size);
}

export async function countOpenOfficial(db: Executor): Promise<number> {
  const row = await db.selectFrom('roll_rooms').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'open').where('official', '=', 1).executeTakeFirstOrThrow();
  return Number(row.n);
}
