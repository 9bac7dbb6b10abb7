import { afterEach, describe, expect, it } from 'vitest';
import { ROLL_DEMO_ROOM_MIN_VALUE } from '@lootbay/shared/constants';
import { isDemoNickname } from '@lootbay/shared/demo';
import type { ArenaRanking } from '@lootbay/shared/schemas/arena';
import type { RollRoomSummary } from '@lootbay/shared/schemas/roll';
import type { SiteCounters } from '@lootbay/shared/schemas/statistics';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { ledgerViolations } from '../../../test/helpers/bank';
import { gameViolations } from '../../../test/helpers/games';

/** Half past noon on the site's day: the history has a morning of today, and yesterday's 10:00 payout is due. */
const NOON = Date.UTC(2026, 10, 20, 4, 30);

describe.each(TEST_DIALECTS)('the demo history on %s', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const rows = async (table: 'users' | 'ledger_transfers' | 'arena_battles') => Number((await t!.database.db.kysely.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);

  it('plays a few days through the services: battles, drops, rankings, counters, rich rooms, the ledger whole', async () => {
    t = await createTestApp(dialect, { env: { SEED_DEMO_HISTORY: 'true' }, deps: { clock: () => NOON } });
    const battles = await t.call<{ list: { status: string }[]; total: number }>('/visitor/arenaListWeb', { page: 1, size: 50, status: 'finished' });
    expect(battles.data.total).toBeGreaterThanOrEqual(20);
    const drops = await t.call<{ user: { nickname: string } }[]>('/visitor/newBoxReceiveInfo', { size: 50 });
    expect(drops.data).toHaveLength(50);
    for (const day of ['today', 'yesterday'] as const) {
      const ranking = await t.call<ArenaRanking>('/visitor/ornamentRanking', { day });
      expect(ranking.data.list.length, day).toBeGreaterThan(0);
      expect(ranking.data.list.every((row) => isDemoNickname(row.nickname))).toBe(true);
    }
    const counters = await t.call<SiteCounters>('/visitor/index/count');
    expect(counters.data).toMatchObject({ players: 8, battles: battles.data.total });
    expect(counters.data.opens).toBeGreaterThanOrEqual(50);
    const rooms = await t.call<{ list: RollRoomSummary[] }>('/visitor/rollRoomList', { page: 1, size: 20 }, { locale: 'cn' });
    expect(rooms.data.list.length).toBe(3);
    for (const room of rooms.data.list) expect(room.prizeValue).toBeGreaterThanOrEqual(ROLL_DEMO_ROOM_MIN_VALUE);
    expect(rooms.data.list.map((room) => room.title)).toContain('Lootbay 每日福利');
    expect([...(await ledgerViolations(t.database.db.kysely)), ...(await gameViolations(t.database.db.kysely, t.app.invariants))]).toEqual([]);

    // A second seeding of the same database (a restart) adds nothing.
    const before = { users: await rows('users'), transfers: await rows('ledger_transfers'), battles: await rows('arena_battles') };
    const again = await buildApp(t.config, { db: t.database.db, seed: true, clock: () => NOON + 60_000 });
    await again.close();
    expect({ users: await rows('users'), transfers: await rows('ledger_transfers'), battles: await rows('arena_battles') }).toEqual(before);
  });

  it('creates no history while it is off', async () => {
    t = await createTestApp(dialect, { deps: { clock: () => NOON } });
    expect(await rows('users')).toBe(0);
    expect(await rows('arena_battles')).toBe(0);
    expect((await t.call<SiteCounters>('/visitor/index/count')).data).toMatchObject({ players: 0, opens: 0, battles: 0 });
    const rooms = await t.call<{ list: RollRoomSummary[] }>('/visitor/rollRoomList', { page: 1, size: 20 }, { locale: 'br' });
    for (const room of rooms.data.list) expect(room.prizeValue).toBeGreaterThanOrEqual(ROLL_DEMO_ROOM_MIN_VALUE);
    expect(rooms.data.list.map((room) => room.title)).toContain('Sorteio diário Lootbay');
  });
});
