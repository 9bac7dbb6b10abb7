import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAuthKey } from '@lootbay/shared/auth-key';
import type { Envelope } from '@lootbay/shared/schemas/common';
import type { FishCatch, FishingStatus, FishToolBag } from '@lootbay/shared/schemas/fishing';
import { createOtherInstance, createTestApp, type OtherInstance, type TestApp } from '../../../test/helpers/app';
import { ledgerViolations } from '../../../test/helpers/bank';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { gameViolations } from '../../../test/helpers/games';
import { readyPlayer } from '../../../test/helpers/players';
import { baitViolations, buyBait, fish, startFishing } from '../../../test/kits/fishing';

describe.each(TEST_DIALECTS)('fishing races on %s', (dialect) => {
  let t: TestApp;
  let other: OtherInstance;
  let now = Date.now();

  beforeAll(async () => {
    t = await createTestApp(dialect, { deps: { clock: () => now, scheduler: { now: () => now } } });
    other = await createOtherInstance(t, { deps: { clock: () => now, scheduler: { now: () => now } } });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  /** The same call on either instance, by turns. */
  async function call<T>(turn: number, name: string, token: string, body: Record<string, unknown> = {}): Promise<Envelope<T>> {
    if (turn % 2 === 0) return t.call<T>(`/activity/fish/${name}`, body, { token });
    const path = `/api/activity/fish/${name}`;
    const response = await other.app.inject({ method: 'POST', url: `${path}?auth_key=${signAuthKey(path, Date.now() / 1000, t.config.authKey)}`, headers: { token }, payload: { sid: 1100, locale: 'en', ...body } });
    return response.json() as Envelope<T>;
  }

  const invariants = async () => [...(await ledgerViolations(t.database.db.kysely)), ...(await gameViolations(t.database.db.kysely, t.app.invariants)), ...(await baitViolations(t.database.db.kysely))];

  it('opens one session when twenty starts race, on two instances, in either mode', async () => {
    const member = await readyPlayer(t, 10_000);
    await buyBait(t, member.token, 'bait-1', 2);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, turn) => call<FishingStatus>(turn, 'startFishing', member.token, { placeId: 1, mode: turn % 4 < 2 ? 'leisure' : 'entertainment', toolId: 'bait-1', bait: 5, requestId: randomUUID() })));
    const won = answers.filter((answer) => answer.code === 100);
    expect(won).toHaveLength(1);
    const mode = won[0]!.data.mode;
    for (const [turn, answer] of answers.entries()) if (answer.code !== 100) expect(answer.code).toBe((turn % 4 < 2 ? 'leisure' : 'entertainment') === mode ? 22001 : 22003);
    const sessions = await t.database.db.kysely.selectFrom('fishing_sessions').select('id').where('user_id', '=', member.userId).execute();
    expect(sessions).toHaveLength(1);
    expect((await fish<FishToolBag>(t, 'fishToolBag', member.token)).tools[0]).toMatchObject({ bait: 15, inUse: 5 });
    await fish(t, 'endFishing', member.token);
    expect(await invariants()).toEqual([]);
  });

  it('gives exactly as many catch boxes as bait when casts race, and opens each once however often it is asked', async () => {
    const member = await readyPlayer(t, 10_000);
    await buyBait(t, member.token);
    await startFishing(t, member.token, { placeId: 1, mode: 'entertainment', bait: 4 });
    const casts = await Promise.all(Array.from({ length: 12 }, (_, turn) => call<{ box: FishCatch }>(turn, 'fishingBox', member.token, { requestId: randomUUID() })));
    expect(casts.filter((answer) => answer.code === 100).map((answer) => answer.data.box.seq).sort()).toEqual([1, 2, 3, 4]);
    expect(casts.filter((answer) => answer.code !== 100).map((answer) => answer.code)).toEqual(Array(8).fill(22002));
    const boxes = (await fish<FishToolBag>(t, 'fishToolBag', member.token)).boxes;
    const opens = await Promise.all(boxes.flatMap((box) => Array.from({ length: 5 }, (_, turn) => call<FishCatch>(turn, 'fishOpenBox', member.token, { id: box.id }))));
    expect(opens.filter((answer) => answer.code !== 100).map((answer) => `${answer.code} ${answer.msg}`)).toEqual([]);
    for (const box of boxes) expect(new Set(opens.filter((answer) => answer.data.id === box.id).map((answer) => answer.data.rollId)).size).toBe(1);
    const items = await t.database.db.kysely.selectFrom('backpack_items').select('id').where('user_id', '=', member.userId).execute();
    expect(items).toHaveLength(4);
    expect(await invariants()).toEqual([]);
  });

  it('lands each leisure catch once while reads, sweeps and an end race on two instances', async () => {
    const members = await Promise.all([0, 1, 2].map(() => readyPlayer(t, 10_000)));
    for (const member of members) {
      await buyBait(t, member.token);
      await startFishing(t, member.token, { placeId: 1, mode: 'leisure', bait: 10 });
    }
    const start = now;
    for (let step = 1; step <= 12; step += 1) {
      now = start + step * 45_000;
      await Promise.all([
        ...members.flatMap((member) => [0, 1, 2, 3].map((turn) => call(turn, 'fishingStatus', member.token))),
        t.app.scheduler.runDueOnce(),
        other.app.scheduler.runDueOnce(),
        ...(step === 9 ? [0, 1, 2].map((turn) => call(turn, 'endFishing', members[2]!.token)) : []),
      ]);
    }
    const rows = await t.database.db.kysely.selectFrom('fishing_sessions').select(['user_id', 'catches', 'bait_returned']).execute();
    const of = (index: number) => rows.find((row) => row.user_id === members[index]!.userId)!;
    expect(of(0)).toMatchObject({ catches: 6, bait_returned: 0 });
    expect(of(2)).toMatchObject({ catches: 4, bait_returned: 6 });
    now = start + 20 * 90_000;
    await Promise.all(members.flatMap((member) => [0, 1].map((turn) => call(turn, 'fishingStatus', member.token))));
    const catches = await t.database.db.kysely.selectFrom('fishing_catches').select(['user_id', 'seq']).execute();
    expect(catches.filter((row) => row.user_id === members[0]!.userId)).toHaveLength(10);
    expect(catches.filter((row) => row.user_id === members[2]!.userId)).toHaveLength(4);
    expect(await invariants()).toEqual([]);
  });

  it('charges a rod once when its purchases race, and bait once per request id', async () => {
    const member = await readyPlayer(t, 100_000);
    const rods = await Promise.all(Array.from({ length: 8 }, (_, turn) => call(turn, 'mallBuyFishTool', member.token, { id: 'rod-3', num: 1, requestId: randomUUID() })));
    expect(rods.filter((answer) => answer.code === 100)).toHaveLength(1);
    expect(rods.filter((answer) => answer.code !== 100).map((answer) => answer.code)).toEqual(Array(7).fill(22008));
    const requestId = randomUUID();
    const baits = await Promise.all(Array.from({ length: 8 }, (_, turn) => call<{ id: string }>(turn, 'mallBuyFishTool', member.token, { id: 'bait-3', num: 2, requestId })));
    expect(new Set(baits.map((answer) => answer.data.id)).size).toBe(1);
    expect((await fish<FishToolBag>(t, 'fishToolBag', member.token)).tools.map((tool) => [tool.toolId, tool.bait])).toEqual([
      ['bait-3', 10],
      ['rod-3', 0],
    ]);
    expect((await t.call<{ coin: number }>('/member/userAsset', {}, { token: member.token })).data.coin).toBe(100_000 - 12_000 - 20_000);
    expect(await invariants()).toEqual([]);
  });
});
