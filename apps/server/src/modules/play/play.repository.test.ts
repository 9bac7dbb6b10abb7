import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { calendarDays } from '@lootbay/shared/calendar';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../../../test/helpers/databases';
import { playTotalsByPeriod } from './play.repository';

/** New York: 2026-11-01 lasts 25 hours, so a day is not a fixed number of ms. */
const ZONE = 'America/New_York';
const HOUR_MS = 60 * 60 * 1000;

describe.each(TEST_DIALECTS)('play totals by day on %s', (dialect) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(() => database.dispose());

  const play = async (id: string, game: string, at: number, results: readonly { userId: string; staked: number; won: number }[]) => {
    const db = database.db.kysely;
    await db.insertInto('plays').values({ id, request_key: `${game}:${id}`, content_hash: '', game, game_ref: id, user_id: results[0]!.userId, settles: 1, created_at: at }).execute();
    await db
      .insertInto('play_results')
      .values(results.map((result) => ({ play_id: id, user_id: result.userId, staked: result.staked, won: result.won, created_at: at })))
      .execute();
  };

  it('totals each calendar day of the zone per game, counting members once a day, and leaves out what falls outside', async () => {
    const days = calendarDays(ZONE, '2026-10-31', '2026-11-02');
    const [first, longDay, last] = days as [(typeof days)[0], (typeof days)[0], (typeof days)[0]];
    await play('p0', 'box_open', first.start - 1, [{ userId: 'a', staked: 999, won: 0 }]);
    await play('p1', 'box_open', first.start, [{ userId: 'a', staked: 100, won: 50 }]);
    await play('p2', 'box_open', first.end - 1, [{ userId: 'a', staked: 100, won: 300 }]);
    // The 25th hour of the long day is still that day.
    await play('p3', 'forge', longDay.start + 24 * HOUR_MS + 1, [{ userId: 'b', staked: 40, won: 0 }]);
    await play('p4', 'arena', longDay.end, [
      { userId: 'a', staked: 10, won: 0 },
      { userId: 'b', staked: 10, won: 20 },
    ]);
    await play('p5', 'box_open', last.end, [{ userId: 'c', staked: 999, won: 0 }]);

    const totals = await playTotalsByPeriod(database.db.kysely, [...days.map((day) => day.start), last.end]);
    const sorted = [...totals.games].sort((x, y) => x.period - y.period || (x.game < y.game ? -1 : 1));
    expect(sorted).toEqual([
      { period: 0, game: 'box_open', plays: 2, players: 1, staked: 200, won: 350 },
      { period: 1, game: 'forge', plays: 1, players: 1, staked: 40, won: 0 },
      { period: 2, game: 'arena', plays: 1, players: 2, staked: 20, won: 20 },
    ]);
    expect([...totals.players].sort((x, y) => x.period - y.period)).toEqual([
      { period: 0, players: 1 },
      { period: 1, players: 1 },
      { period: 2, players: 2 },
    ]);
  });
});
