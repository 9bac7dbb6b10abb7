import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signAuthKey } from '@lootbay/shared/auth-key';
import type { Envelope } from '@lootbay/shared/schemas/common';
import type { FishingStatus } from '@lootbay/shared/schemas/fishing';
import { createOtherInstance, createTestApp, type OtherInstance } from '../../../test/helpers/app';
import { ledgerViolations } from '../../../test/helpers/bank';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { gameViolations } from '../../../test/helpers/games';
import { readyPlayer } from '../../../test/helpers/players';
import { baitViolations, buyBait, startFishing } from '../../../test/kits/fishing';

const CATCH_MS = 90_000;

describe.each(TEST_DIALECTS)('leisure fishing on a controlled clock across restarts and two instances on %s', (dialect) => {
  it('lands exactly 10 catches 90 s apart for 10 bait, started on one server, restarted twice, finished by two', async () => {
    let now = Date.now();
    const clock = () => now;
    const t = await createTestApp(dialect, { deps: { clock, scheduler: { now: clock } } });
    const servers: OtherInstance[] = [];
    /** Another server process on the same database. */
    const server = async (name: string): Promise<FastifyInstance> => {
      const instance = await createOtherInstance(t, { name, deps: { clock, scheduler: { now: clock } } });
      servers.push(instance);
      return instance.app;
    };
    const status = async (app: FastifyInstance, token: string): Promise<FishingStatus> => {
      const path = '/api/activity/fish/fishingStatus';
      const response = await app.inject({ method: 'POST', url: `${path}?auth_key=${signAuthKey(path, Date.now() / 1000, t.config.authKey)}`, headers: { token }, payload: { sid: 1100, locale: 'en' } });
      const answer = response.json() as Envelope<FishingStatus>;
      if (answer.code !== 100) throw new Error(`fishingStatus: ${answer.msg}`);
      return answer.data;
    };
    try {
      const member = await readyPlayer(t, 10_000);
      await buyBait(t, member.token);
      const started = await startFishing(t, member.token, { placeId: 13, mode: 'leisure', bait: 10 });
      const start = started.startedAt!;
      expect(started).toMatchObject({ bait: 10, catchSeconds: 90, nextCatchAt: start + CATCH_MS });

      now = start + 200_000;
      expect((await status(t.app, member.token)).catches).toBe(2);

      // Restart: the first server stops; the second lands what fell due while the member is away, by its sweep only.
      await t.app.close();
      const second = await server('second');
      await second.scheduler.runDueOnce();
      now = start + 400_000;
      await second.scheduler.runDueOnce();
      const away = await t.database.db.kysely.selectFrom('fishing_sessions').select('catches').where('id', '=', started.sessionId!).executeTakeFirstOrThrow();
      expect(away.catches).toBe(4);

      // Restart again, as two instances: both read and sweep at every step until long after the bait ran out.
      await servers[0]!.close();
      const instances = [await server('third'), await server('fourth')];
      for (let at = start + 410_000; at <= start + 1_200_000; at += 30_000) {
        now = at;
        await Promise.all(instances.flatMap((app) => [status(app, member.token), status(app, member.token), app.scheduler.runDueOnce()]));
      }
      const final = await status(instances[1]!, member.token);
      expect(final).toMatchObject({ active: false, endReason: 'exhausted', catches: 10, baitLeft: 0, endedAt: start + 10 * CATCH_MS, nextCatchAt: null });

      const db = t.database.db.kysely;
      const catches = await db.selectFrom('fishing_catches').selectAll().where('session_id', '=', started.sessionId!).orderBy('seq').execute();
      expect(catches.map((row) => row.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(catches.map((row) => Number(row.caught_at) - start)).toEqual(catches.map((row) => row.seq * CATCH_MS));
      expect(new Set(catches.map((row) => row.roll_id)).size).toBe(10);
      const items = await db.selectFrom('backpack_items').select('id').where('user_id', '=', member.userId).execute();
      expect(items).toHaveLength(10);
      const plays = await db.selectFrom('plays').select('request_key').where('user_id', '=', member.userId).where('request_key', 'like', `fishing:%-catch-%`).execute();
      expect(plays).toHaveLength(10);
      expect([...(await ledgerViolations(db)), ...(await gameViolations(db, instances[0]!.invariants)), ...(await baitViolations(db))]).toEqual([]);
    } finally {
      for (const instance of servers.slice(1)) await instance.close();
      await t.database.dispose();
    }
  });
});
