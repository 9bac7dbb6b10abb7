import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRoundAfter, roundPublishedAt, verifyBeaconRound, type BeaconInfo } from '@lootbay/shared/fairness/beacon';
import { chainRecordHash, chainSegmentProblems, CHAIN_GENESIS_HASH, headProblems, type ChainRecord } from '@lootbay/shared/fairness/chain';
import { battleRecordDiffers, catchRecordDiffers, drawRecordDiffers, roundRecordDiffers, type BattleRecordBody, type CatchRecordBody, type DrawRecordBody, type RoundRecordBody } from '@lootbay/shared/fairness/chain-records';
import { clientSeedOf, gameRollPoint } from '@lootbay/shared/fairness/game-roll';
import type { ArenaBattle } from '@lootbay/shared/schemas/arena';
import { rollPoint } from '@lootbay/shared/fairness/roll';
import type { ChainPage, ChainProof, RollProof } from '@lootbay/shared/schemas/fairness';
import type { Transparency } from '@lootbay/shared/schemas/statistics';
import type { ExponentList, ExponentPurchase } from '@lootbay/shared/schemas/exponent';
import type { FishCatch } from '@lootbay/shared/schemas/fishing';
import { createTestApp, runAllDue, type TestApp } from '../../../test/helpers/app';
import { dropAppendOnlyGuards, dropRowGuards, TEST_DIALECTS } from '../../../test/helpers/databases';
import { readyPlayer } from '../../../test/helpers/players';
import { ARENA_AT_ONCE, arenaBoxes, battle } from '../../../test/kits/arena';
import { boxList, choose, ROUND_MS, rounds, SETTLES_WITHIN_MS } from '../../../test/kits/exponent';
import { buyBait, fish, startFishing } from '../../../test/kits/fishing';
import { devRoom, PRIZES, room } from '../../../test/kits/roll';

/** Every table whose rows record a result, and the guard the database keeps on it. */
const GUARDED = ['arena_battles', 'arena_seats', 'roll_rooms', 'exponent_rounds', 'fairness_game_seeds', 'fairness_keys', 'fishing_catches', 'backpack_items'];

describe.each(TEST_DIALECTS)('the public hash chain on %s', (dialect) => {
  let t: TestApp;
  let now = Date.now();
  const later = async (ms: number) => {
    now += ms;
    await runAllDue(t.app);
  };
  let beacon: BeaconInfo;
  const chain = async (body: Record<string, unknown> = {}) => (await t.call<ChainPage>('/visitor/fairness/chain', body)).data;
  const recordOf = async (kind: string, ref: string) => (await t.call<ChainProof>('/visitor/fairness/record', { kind, ref })).data;
  const bodyOf = async <T>(kind: string, ref: string) => JSON.parse((await recordOf(kind, ref)).record.body) as T;

  // One of every game, settled: a battle against robots, a room's draw, an exponent round, a leisure catch.
  let battleId: string;
  let creatorSeedAfterCommit: string;
  let roomId: string;
  let issue: string;
  let catchId: string;
  let catchToken: string;
  let creatorToken: string;
  /** The member's first leisure catch, as their fishing history shows it. */
  const catchRow = async () => (await fish<{ list: FishCatch[] }>(t, 'activityFishHistory', catchToken, { size: 10 })).list.at(-1)!;
  const shownCatch = (row: FishCatch) => ({ rollId: row.rollId, rollPoint: row.rollPoint, publicHash: row.publicHash, oddsHash: row.oddsHash, ornamentId: row.ornament?.id ?? null, price: row.ornament?.price ?? null });

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { ...ARENA_AT_ONCE, EXPONENT_ROUND_SECONDS: String(ROUND_MS / 1000), SCHEDULER: 'true', FISHING_CATCH_SECONDS: '30' }, deps: { clock: () => now, scheduler: { now: () => now } } });
    beacon = (await t.call<BeaconInfo>('/visitor/fairness/beacon')).data;

    const box = (await arenaBoxes(t))[0]!;
    const creator = await readyPlayer(t, box.price * 2 + 100_000);
    creatorToken = creator.token;
    const created = (await t.call<ArenaBattle>('/member/arenaAdd', { boxIds: [box.id, box.id], mode: '2p' }, { token: creator.token })).data;
    battleId = created.id;
    // The web app sends a fresh seed once the battle's public hash is out, before it calls robots.
    creatorSeedAfterCommit = `after-${created.publicHash.slice(0, 12)}`;
    await t.call('/member/updateUserSeed', { userSeed: creatorSeedAfterCommit }, { token: creator.token });
    expect((await t.call('/member/joinRobot', { id: battleId }, { token: creator.token })).code).toBe(100);

    expect((await t.call('/member/openBox', { id: 'recoil', num: 1 }, { token: creator.token })).code).toBe(100);

    roomId = await devRoom(t, { prizeIds: PRIZES, endsInSeconds: 60, robots: 2 });
    const joiner = await readyPlayer(t, 10_000);
    expect((await t.call('/member/joinRoom', { id: roomId }, { token: joiner.token })).code).toBe(100);

    // The exponent's first round starts at the next whole minute; buy into it there.
    now = (Math.floor(now / ROUND_MS) + 1) * ROUND_MS + 1;
    await runAllDue(t.app);
    const offers = (await boxList(t)).list;
    expect((await choose(t, creator.token, { boxId: offers[0]!.boxId, direction: 'rise' })).code).toBe(100);
    issue = (await rounds(t)).current!.issue;

    await buyBait(t, joiner.token, 'bait-1', 1);
    await startFishing(t, joiner.token, { placeId: 1, mode: 'leisure', bait: 2 });

    await later(2_000);
    await later(ROUND_MS + SETTLES_WITHIN_MS);
    await later(ROUND_MS);
    catchToken = joiner.token;
    catchId = (await catchRow()).id;
  });
  afterAll(() => t.close());

  it('binds every settled result into one chain anyone can page through and recompute', async () => {
    const page = await chain({ size: 500 });
    expect(page.total).toBe(page.head.seq + 1);
    expect(page.list[0]).toMatchObject({ seq: 0, prevHash: CHAIN_GENESIS_HASH });
    expect(await chainSegmentProblems(page.list)).toEqual([]);
    expect(headProblems(page.list, [page.head])).toEqual([]);
    expect(page.list.at(-1)!.hash).toBe(page.head.hash);
    const kinds = new Set(page.list.map((record) => record.kind));
    for (const kind of ['play', 'battle', 'draw', 'round', 'catch']) expect(kinds).toContain(kind);
    expect(page.list.find((record) => record.kind === 'battle')!.ref).toBe(battleId);
    expect(page.list.find((record) => record.kind === 'draw')!.ref).toBe(roomId);
    expect(page.list.some((record) => record.kind === 'round' && record.ref === issue)).toBe(true);

    // Paging: from and size, each page continuing the one before.
    const second = await chain({ from: 2, size: 2 });
    expect(second.list.map((record) => record.seq)).toEqual([2, 3]);
    expect(await chainSegmentProblems(second.list, page.list[1])).toEqual([]);
    for (const size of [0, 501, 'ten']) expect((await t.call('/visitor/fairness/chain', { size })).code).not.toBe(100);
    expect((await t.call('/visitor/fairness/chain', { from: -1 })).code).not.toBe(100);

    // A result's own record, with the first head published over it.
    const proof = await recordOf('battle', battleId);
    expect(proof.firstHead.seq).toBeGreaterThanOrEqual(proof.record.seq);
    expect((await t.call('/visitor/fairness/record', { kind: 'battle', ref: 'nope' })).code).toBe(13105);
  });

  it('publishes the head, the records per game and every box’s measured return, and the full revealed record set to download', async () => {
    const page = await chain({ size: 500 });
    const shown = (await t.call<Transparency>('/visitor/transparency')).data;
    expect(shown.head).toEqual(page.head);
    expect(shown.counts.battle).toBe(1);
    expect(shown.counts.draw).toBe(1);
    expect(shown.counts.play).toBeGreaterThanOrEqual(1);
    const recoil = shown.boxes.find((box) => box.id === 'recoil')!;
    expect(recoil.opens).toBe(1);
    expect(recoil.low).toBeLessThanOrEqual(recoil.measured);
    expect(recoil.high).toBeGreaterThanOrEqual(recoil.measured);
    expect(recoil.published).toBeGreaterThan(5_000);

    // The creator resets: the pair's secret is public, and the download carries it beside the record of the open.
    await t.call('/member/resetUserKey', { userSeed: 'next-seed' }, { token: creatorToken });
    const response = await t.inject({ method: 'GET', url: shown.download });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    const lines = response.body.trim().split('\n').map((line) => JSON.parse(line) as { type: string } & Record<string, unknown>);
    const records = lines.filter((line) => line.type === 'record') as unknown as ChainRecord[];
    expect(await chainSegmentProblems(records)).toEqual([]);
    expect(lines.at(-1)).toMatchObject({ type: 'head', seq: records.at(-1)!.seq, hash: records.at(-1)!.hash });
    const open = JSON.parse(records.find((record) => record.kind === 'play')!.body) as { seed: string; round: number; rollPoint: number };
    const reveal = lines.find((line) => line.type === 'reveal' && line['userSeed'] === open.seed) as { secretHash: string } | undefined;
    expect(await rollPoint({ secret: reveal!.secretHash, userSeed: open.seed, round: open.round })).toBe(open.rollPoint);
  });

  it('fixes a robot battle only after its secret: its creator’s seed sent after the commitment, then the first beacon round after it filled', async () => {
    const done = await battle(t, battleId);
    expect(done.status).toBe('finished');
    const [creatorSeat, robotSeat] = done.seats;
    expect(creatorSeat!.userSeed).toBe(creatorSeedAfterCommit);
    expect(done.createdAt).toBeLessThanOrEqual(done.filledAt!);
    expect(done.beacon!.round).toBe(firstRoundAfter(beacon, done.filledAt!));
    expect(roundPublishedAt(beacon, done.beacon!.round)).toBeGreaterThan(done.filledAt!);
    expect(await verifyBeaconRound(beacon, done.beacon!)).toBe(true);
    expect(done.clientSeed).toBe(await clientSeedOf([creatorSeat!.userSeed!, robotSeat!.userSeed!, done.beacon!.value]));
    // Another seed from the creator after the commitment gives other rolls: the house could not have chosen them.
    const otherSeed = await clientSeedOf(['another-seed', robotSeat!.userSeed!, done.beacon!.value]);
    const rolled = await Promise.all([0, 1].map((round) => gameRollPoint({ secret: done.secret!, clientSeed: done.clientSeed!, round, index: 0 })));
    const otherwise = await Promise.all([0, 1].map((round) => gameRollPoint({ secret: done.secret!, clientSeed: otherSeed, round, index: 0 })));
    expect(rolled).toEqual(creatorSeat!.items.map((item) => item.rollPoint));
    expect(otherwise).not.toEqual(rolled);
    expect(battleRecordDiffers(await bodyOf<BattleRecordBody>('battle', battleId), done)).toEqual([]);
  });

  it('draws a room and settles an exponent round on the first beacon round after their entries closed', async () => {
    const drawn = await room(t, roomId);
    const seed = await t.database.db.kysely.selectFrom('fairness_game_seeds').select(['created_at']).where('reference', '=', `roll:${roomId}`).executeTakeFirstOrThrow();
    expect(Number(seed.created_at)).toBeLessThan(drawn.endsAt);
    expect(drawn.beacon!.round).toBe(firstRoundAfter(beacon, drawn.endsAt));
    expect(await verifyBeaconRound(beacon, drawn.beacon!)).toBe(true);
    expect(drawRecordDiffers(await bodyOf<DrawRecordBody>('draw', roomId), drawn)).toEqual([]);

    const round = (await t.call<ExponentList>('/exponential/list', { issue })).data.list[0]!;
    expect(round.status).toBe('settled');
    expect(round.committedAt).toBeLessThan(round.startsAt);
    expect(round.beacon!.round).toBe(firstRoundAfter(beacon, round.endsAt));
    expect(round.clientSeed!.endsWith(`:${round.beacon!.value}`)).toBe(true);
    const buyers = (await t.call<{ list: ExponentPurchase[] }>('/exponential/userList', { issue })).data.list;
    expect(roundRecordDiffers(await bodyOf<RoundRecordBody>('round', issue), { round, buyers })).toEqual([]);
  });

  it('rolls leisure catches on the session’s own seed, catch k on round k − 1, fixed by a beacon round after the start', async () => {
    const body = await bodyOf<CatchRecordBody>('catch', catchId);
    const proof = (await t.call<RollProof>('/visitor/rollProof', { id: body.rollId })).data;
    expect(proof).toMatchObject({ kind: 'game', round: body.seq - 1, index: 0, rollPoint: body.rollPoint });
    const seed = await t.database.db.kysely.selectFrom('fairness_game_seeds').selectAll().where('reference', '=', `fishing:${body.sessionId}`).executeTakeFirstOrThrow();
    const taken = JSON.parse(seed.beacon!) as { round: number };
    expect(Number(seed.created_at)).toBeLessThan(roundPublishedAt(beacon, taken.round));
    expect(taken.round).toBe(firstRoundAfter(beacon, Number(seed.fixed_at)));
    expect(catchRecordDiffers(body, { rollId: proof.id, rollPoint: proof.rollPoint, publicHash: proof.publicHash, oddsHash: proof.oddsHash, ornamentId: proof.outcome, price: null })).toEqual([]);
    expect(catchRecordDiffers(body, shownCatch(await catchRow()))).toEqual([]);
  });

  it('refuses to change or delete any result row once it is final', async () => {
    const db = t.database.db.kysely;
    const refusals = [
      sql`update arena_battles set winner_team = 1 - winner_team where id = ${battleId}`,
      sql`delete from arena_battles where id = ${battleId}`,
      sql`update arena_seats set won = won + 1 where battle_id = ${battleId}`,
      sql`delete from arena_seats where battle_id = ${battleId}`,
      sql`update roll_rooms set title = 'x' where id = ${roomId}`,
      sql`delete from roll_rooms where id = ${roomId}`,
      sql`update exponent_rounds set result = 'fall' where issue = ${issue}`,
      sql`delete from exponent_rounds where issue = ${issue}`,
      sql`update fairness_game_seeds set client_seed = 'x' where reference = ${`arena:${battleId}`}`,
      sql`delete from fairness_game_seeds where reference = ${`arena:${battleId}`}`,
      sql`update fairness_keys set round = 0 where round > 0`,
      sql`delete from fairness_keys`,
      sql`update fishing_catches set ornament_id = 'x' where id = ${catchId}`,
      sql`delete from fishing_catches where id = ${catchId}`,
      sql`update backpack_items set price = price + 1`,
      sql`update backpack_items set status = 11 where status = 0`,
      sql`delete from backpack_items`,
    ];
    const accepted: number[] = [];
    for (const [index, statement] of refusals.entries()) {
      if (await statement.execute(db).then(() => true, () => false)) accepted.push(index);
    }
    expect(accepted).toEqual([]);
  });

  describe('with the guards dropped by an administrator', () => {
    beforeAll(() => dropRowGuards(t.database, GUARDED));

    it('shows a rewritten seat, winner, room draw, exponent result or catch against its chained record', async () => {
      const db = t.database.db.kysely;
      await sql`update arena_seats set user_seed = 'rewritten' where battle_id = ${battleId} and seat = 0`.execute(db);
      await sql`update arena_battles set winner_team = 1 - winner_team where id = ${battleId}`.execute(db);
      await sql`update arena_seats set result = case when result = 'victory' then 'defeat' else 'victory' end where battle_id = ${battleId}`.execute(db);
      expect(battleRecordDiffers(await bodyOf<BattleRecordBody>('battle', battleId), await battle(t, battleId))).toEqual(['seeds', 'winners']);

      await sql`update roll_rooms set client_seed = 'rewritten' where id = ${roomId}`.execute(db);
      expect(drawRecordDiffers(await bodyOf<DrawRecordBody>('draw', roomId), await room(t, roomId))).toContain('clientSeed');

      await sql`update exponent_rounds set result = case when result = 'rise' then 'fall' else 'rise' end where issue = ${issue}`.execute(db);
      const round = (await t.call<ExponentList>('/exponential/list', { issue })).data.list[0]!;
      const buyers = (await t.call<{ list: ExponentPurchase[] }>('/exponential/userList', { issue })).data.list;
      expect(roundRecordDiffers(await bodyOf<RoundRecordBody>('round', issue), { round, buyers })).toEqual(['result']);

      const body = await bodyOf<CatchRecordBody>('catch', catchId);
      await sql`update fishing_catches set item_price = item_price + 100 where id = ${catchId}`.execute(db);
      expect(catchRecordDiffers(body, shownCatch(await catchRow()))).toEqual(['outcome']);
    });

    it('reads the odds a proof asks for from the database, so an edit there shows at once', async () => {
      expect((await t.call('/visitor/getBoxInfo', { id: 'recoil', version: 1 })).code).toBe(100);
      await dropAppendOnlyGuards(t.database, ['box_odds']);
      await sql`update box_odds set price = price + 1 where box_id = 'recoil' and version = 1`.execute(t.database.db.kysely);
      expect((await t.call('/visitor/getBoxInfo', { id: 'recoil', version: 1 })).code).toBe(13009);
    });

    it('breaks every later head when a chained record itself is rewritten', async () => {
      const before = await chain({ size: 500 });
      await sql.raw(dialect === 'sqlite' ? 'drop trigger fairness_chain_no_update' : 'drop trigger fairness_chain_append_only on fairness_chain').execute(t.database.db.kysely);
      const target = before.list.find((record) => record.kind === 'battle')!;
      await sql`update fairness_chain set body = replace(body, ${creatorSeedAfterCommit}, 'rewritten') where seq = ${target.seq}`.execute(t.database.db.kysely);
      const after = await chain({ size: 500 });
      expect(await chainSegmentProblems(after.list)).toEqual([`record ${target.seq}'s hash does not match its body`]);
      // Rehashing the rest to hide it changes every hash from there on: no head a player kept matches.
      const rehashed: ChainRecord[] = [];
      for (const record of after.list) rehashed.push(record.seq < target.seq ? record : await relinked(record, rehashed.at(-1)?.hash ?? CHAIN_GENESIS_HASH));
      expect(await chainSegmentProblems(rehashed)).toEqual([]);
      expect(headProblems(rehashed, [before.head])).toHaveLength(1);
    });
  });
});

async function relinked(record: ChainRecord, prevHash: string): Promise<ChainRecord> {
  return { ...record, prevHash, hash: await chainRecordHash(prevHash, record.body) };
}
