import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database';
import { periodIndex } from '../../db/day-buckets';
import { insertRows } from '../../db/insert-rows';
import { unitOf, writeAndRead, type Trx } from '../../db/unit-of-work';
import type { PlayRow } from './play.table';

/**
 * Claims a request key for a new play, and reads `alongside` (the play gate's read) in the same
 * round trip where the dialect allows. On PostgreSQL a racing claim of the same key waits for the
 * first one's transaction and then finds it taken (or, if that one rolled back, takes it). Every
 * unique index arbitrates, not only the key's: two racing plays of one key that both settle a game
 * would otherwise meet first on the settle-once index and fail instead of waiting.
 */
export async function claimPlay<R>(trx: Trx, row: PlayRow, alongside?: RawBuilder<R>): Promise<{ readonly claimed: boolean; readonly read: R[] }> {
  const claim = sql<{ id: string }>`${insertRows('plays', [row])} on conflict do nothing returning id`;
  if (!alongside) return { claimed: (await claim.execute(trx)).rows.length === 1, read: [] };
  const { written, read } = await writeAndRead(trx, claim, alongside);
  return { claimed: written.length === 1, read };
}

export function findPlayByKey(db: Kysely<Database>, requestKey: string): Promise<PlayRow | undefined> {
  return db.selectFrom('plays').selectAll().where('request_key', '=', requestKey).executeTakeFirst();
}

export function findPlay(db: Kysely<Database>, id: string): Promise<PlayRow | undefined> {
  return db.selectFrom('plays').selectAll().where('id', '=', id).executeTakeFirst();
}

export function appendPlayResults(trx: Trx, rows: readonly { play_id: string; user_id: string; staked: number; won: number; created_at: number }[]): void {
  unitOf(trx).append('play_results', rows);
}

/** Plays of some members since a moment: how many, and what they staked and won in all. */
export async function sumPlayResults(db: Kysely<Database>, userIds: readonly string[], since: number): Promise<{ plays: number; staked: number; won: number }> {
  if (userIds.length === 0) return { plays: 0, staked: 0, won: 0 };
  const row = await db
    .selectFrom('play_results')
    .select((eb) => [eb.fn.countAll<number>().as('plays'), eb.fn.coalesce(eb.fn.sum<number>('staked'), eb.lit(0)).as('staked'), eb.fn.coalesce(eb.fn.sum<number>('won'), eb.lit(0)).as('won')])
    .where('user_id', 'in', [...userIds])
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return { plays: Number(row.plays), staked: Number(row.staked), won: Number(row.won) };
}

/**
 * Every member's plays per period and game (see `periodIndex`): settled plays, members, what was
 * staked and what was won; and per period, the members who played anything.
 */
export async function playTotalsByPeriod(db: Kysely<Database>, bounds: readonly number[]) {
  const start = bounds[0]!;
  const end = bounds[bounds.length - 1]!;
  const period = periodIndex('r.created_at', bounds);
  const playersPeriod = periodIndex('created_at', bounds);
  const [games, players] = await Promise.all([
    db
      .selectFrom('play_results as r')
      .innerJoin('plays as p', 'p.id', 'r.play_id')
      .select((eb) => [
        period.as('period'),
        'p.game',
        eb.fn.count<number | string>('r.play_id').distinct().as('plays'),
        eb.fn.count<number | string>('r.user_id').distinct().as('players'),
        eb.fn.sum<number | string>('r.staked').as('staked'),
        eb.fn.sum<number | string>('r.won').as('won'),
      ])
      .where('r.created_at', '>=', start)
      .where('r.created_at', '<', end)
      .groupBy([period, 'p.game'])
      .execute(),
    db
      .selectFrom('play_results')
      .select((eb) => [playersPeriod.as('period'), eb.fn.count<number | string>('user_id').distinct().as('players')])
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .groupBy(playersPeriod)
      .execute(),
  ]);
  return {
    games: games.map((row) => ({ period: Number(row.period), game: row.game, plays: Number(row.plays), players: Number(row.players), staked: Number(row.staked), won: Number(row.won) })),
    players: players.map((row) => ({ period: Number(row.period), players: Number(row.players) })),
  };
}

/** One member's plays per period (see `periodIndex`): what they staked and won. */
export async function memberResultsByPeriod(db: Kysely<Database>, userId: string, bounds: readonly number[]): Promise<{ period: number; staked: number; won: number }[]> {
  const period = periodIndex('created_at', bounds);
  const rows = await db
    .selectFrom('play_results')
    .select((eb) => [period.as('period'), eb.fn.sum<number | string>('staked').as('staked'), eb.fn.sum<number | string>('won').as('won')])
    .where('user_id', '=', userId)
    .where('created_at', '>=', bounds[0]!)
    .where('created_at', '<', bounds[bounds.length - 1]!)
    .groupBy(period)
    .execute();
  return rows.map((row) => ({ period: Number(row.period), staked: Number(row.staked), won: Number(row.won) }));
}

/** The members who staked the most in [from, to), most first (the earlier to get there first on a tie). */
export async function topStakers(db: Kysely<Database>, from: number, to: number, limit: number): Promise<{ userId: string; staked: number }[]> {
  const rows = await db
    .selectFrom('play_results')
    .select((eb) => ['user_id', eb.fn.sum<number | string>('staked').as('staked'), eb.fn.max('created_at').as('last')])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .groupBy('user_id')
    .having((eb) => eb.fn.sum('staked'), '>', 0)
    .orderBy('staked', 'desc')
    .orderBy('last')
    .orderBy('user_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ userId: row.user_id, staked: Number(row.staked) }));
}
