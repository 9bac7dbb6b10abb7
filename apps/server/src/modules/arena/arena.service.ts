import { ARENA_MAX_UNSTARTED_ROOMS, ARENA_SEAT_TEAMS, ARENA_WAIT_MS, type ArenaMode, type Currency, type Locale } from '@lootbay/shared/constants';
import { AppError } from '@lootbay/shared/errors';
import type { Box } from '@lootbay/shared/schemas/catalog';
import { BOX_KIND } from '@lootbay/shared/catalog';
import type { ArenaBattle } from '@lootbay/shared/schemas/arena';
import type { Trx } from '../../db/unit-of-work';
import type { Round } from '../play/play.service';
import { ARENA_EXPIRE, ARENA_GAME, expiryKey, modeOf, type ArenaDependencies, type BattleBox } from './arena.context';
import { countFinishedBattles, countUnstarted, findBattle, appendBattle, insertSeats, pageBattles, recordReport, recordWatch, seatsOf, takeSeats, type BattleFilter } from './arena.repository';
import { createArenaOversight } from './arena.oversight';
import type { ArenaSeatRow } from './arena.table';
import { createRobotProfiles } from './arena.robot-profiles';
import { robotForSeat } from './arena.robots';
import { createArenaRounds } from './arena.rounds';
import { createArenaViews } from './arena.views';

/** Boxes a battle may hold: listed paid boxes priced in coins. */
function allowedInBattles(box: { readonly kind: number; readonly currency: string }): boolean {
  return box.kind === BOX_KIND.paid && box.currency === 'coin';
}

export interface CreateBattle {
  readonly boxIds: readonly string[];
  readonly mode: ArenaMode;
  readonly requestId?: string | undefined;
  readonly cloneOf?: string | undefined;
}

export function createArenaService(deps: ArenaDependencies) {
  const { catalog, fairness, play, jobs } = deps;
  const db = deps.db.kysely;
  const rounds = createArenaRounds(deps);
  const robotProfiles = createRobotProfiles(deps);
  const present = createArenaViews(deps, robotProfiles);

  async function detail(id: string, locale: Locale): Promise<ArenaBattle> {
    const row = await findBattle(db, id);
    if (!row) throw new AppError('ARENA_NOT_FOUND');
    return (await present([row], locale))[0]!;
  }

  async function battleBoxes(trx: Trx, boxIds: readonly string[]): Promise<BattleBox[]> {
    const found = new Map<string, BattleBox>();
    for (const id of new Set(boxIds)) {
      const row = await catalog.boxIn(trx, id);
      if (!allowedInBattles(row)) throw new AppError('ARENA_BOX_NOT_ALLOWED');
      const odds = await catalog.oddsIn(trx, row.id, row.odds_version);
      found.set(id, { boxId: row.id, version: odds.version, price: Number(row.price), hash: odds.hash });
    }
    return boxIds.map((id) => found.get(id)!);
  }

  /** Why a seat could not be taken: the battle is unknown, under way or over, or full. */
  async function refusal(trx: Trx, id: string): Promise<AppError> {
    const battle = await findBattle(trx, id);
    if (!battle) return new AppError('ARENA_NOT_FOUND');
    return new AppError(battle.status === 'waiting' ? 'ARENA_FULL' : 'ARENA_NOT_WAITING');
  }

  /** A member takes a seat and pays it into escrow; the last seat taken starts the countdown. */
  async function takeSeat(round: Round, id: string, wanted: number | undefined): Promise<void> {
    const battle = await takeSeats(round.trx, id, 1);
    if (!battle) throw await refusal(round.trx, id);
    const seats = await seatsOf(round.trx, [id]);
    if (seats.some((seat) => seat.user_id === round.userId)) throw new AppError('ARENA_ALREADY_JOINED');
    // One person, one seat: a sub-account may not sit against its owner or a sibling.
    const { userIds } = await deps.householdIn(round.trx, round.userId);
    if (seats.some((seat) => seat.user_id !== null && userIds.includes(seat.user_id))) throw new AppError('ARENA_SAME_PERSON');
    const teams = ARENA_SEAT_TEAMS[modeOf(battle)];
    const free = teams.map((_, seat) => seat).filter((seat) => !seats.some((taken) => taken.seat === seat));
    const seat = wanted ?? free[0]!;
    if (!free.includes(seat)) throw new AppError('ARENA_SEAT_TAKEN');
    const userSeed = await fairness.userSeedIn(round.trx, round.userId);
    await round.stakeCoins({ currency: battle.currency as Currency, amount: Number(battle.price), into: 'escrow', reason: 'arena_seat' });
    const taken: ArenaSeatRow = { battle_id: id, seat, team: teams[seat]!, user_id: round.userId, robot_id: null, user_seed: userSeed, result: null, won: 0, joined_at: round.now };
    await insertSeats(round.trx, [taken]);
    round.afterCommit(() => deps.announce({ id, change: 'joined', status: 'waiting', seatsTaken: battle.seats_taken, rounds: 0, nextAt: null, at: round.now }));
    await rounds.startIfFull(round, battle, [...seats, taken]);
  }

  const page = async (filter: BattleFilter, pageNumber: number, size: number, locale: Locale) => {
    const { list: rows, total } = await pageBattles(db, filter, pageNumber, size);
    return { list: await present(rows, locale), total, page: pageNumber, size };
  };

  return {
    rounds,
    detail,
    page,
    /** House robots' names and pictures as players see them (the roll rooms' robots too), and their edits. */
    robotProfiles,
    /** Battles, reports and their reviews, for operators. */
    oversight: createArenaOversight(deps, robotProfiles),

    /** Battles fought to the end on the site (the home page's counters). */
    finishedBattles: () => countFinishedBattles(db),

    /** `/visitor/arenaBoxAll`: the boxes a battle may hold. */
    async boxes(locale: Locale): Promise<Box[]> {
      return (await catalog.listedBoxes(locale)).filter(allowedInBattles);
    },

    /** `/web/user/robot/list`: the house robots with the names and pictures operators gave them. */
    robots: async () => (await robotProfiles.list()).map((robot) => ({ id: robot.id, nickname: robot.nickname, avatar: robot.avatar, seed: robot.seed })),

    /**
     * `/member/arenaAdd`: a battle of 1–8 boxes priced now, with its game seed committed; the
     * creator takes seat 0 and pays it. At most 5 unstarted battles per creator.
     */
    create(userId: string, request: CreateBattle, locale: Locale): Promise<ArenaBattle> {
      return play.play({
        game: ARENA_GAME,
        userId,
        requestId: request.requestId,
        content: { boxIds: request.boxIds, mode: request.mode, cloneOf: request.cloneOf },
        settles: false,
        play: async (round) => {
          const { trx } = round;
          const boxes = await battleBoxes(trx, request.boxIds);
          const price = boxes.reduce((sum, box) => sum + box.price, 0);
          // The stake first: it holds the member's balance row, so their racing creations count each other.
          await round.stakeCoins({ currency: 'coin', amount: price, into: 'escrow', reason: 'arena_seat' });
          if ((await countUnstarted(trx, userId)) >= ARENA_MAX_UNSTARTED_ROOMS) throw new AppError('ARENA_TOO_MANY_ROOMS');
          const cloned = request.cloneOf ? await findBattle(trx, request.cloneOf) : undefined;
          const id = round.playId;
          const seed = await fairness.commitGameSeed(trx, ARENA_GAME, `${ARENA_GAME}:${id}`);
          const userSeed = await fairness.userSeedIn(trx, userId);
          const teams = ARENA_SEAT_TEAMS[request.mode];
          appendBattle(
            trx,
            {
              id,
              creator_id: userId,
              mode: request.mode,
              seat_count: teams.length,
              seats_taken: 1,
              status: 'waiting',
              boxes: JSON.stringify(boxes),
              price,
              currency: 'coin',
              game_seed_id: seed.id,
              public_hash: seed.publicHash,
              client_seed: null,
              rounds_played: 0,
              next_at: null,
              winner_team: null,
              tie_roll_id: null,
              tie_roll_point: null,
              tie_teams: null,
              cloned_from: cloned?.id ?? null,
              created_at: round.now,
              started_at: null,
              finished_at: null,
            },
            { battle_id: id, seat: 0, team: teams[0]!, user_id: userId, robot_id: null, user_seed: userSeed, result: null, won: 0, joined_at: round.now },
          );
          await jobs.enqueueIn(trx, { kind: ARENA_EXPIRE, runAt: round.now + ARENA_WAIT_MS, payload: { battleId: id }, dedupeKey: expiryKey(id) });
          round.afterCommit(() => deps.announce({ id, change: 'created', status: 'waiting', seatsTaken: 1, rounds: 0, nextAt: null, at: round.now }));
          return id;
        },
        load: async (first) => first.game_ref,
        answer: (id) => detail(id, locale),
      });
    },

    /** `/member/arenaJoin`: takes a seat (the first free one unless named) and pays it. */
    join(userId: string, request: { readonly id: string; readonly seat?: number | undefined; readonly requestId?: string | undefined }, locale: Locale): Promise<ArenaBattle> {
      return play.play({
        game: ARENA_GAME,
        userId,
        requestId: request.requestId,
        content: { id: request.id, seat: request.seat },
        gameRef: request.id,
        settles: false,
        play: (round) => takeSeat(round, request.id, request.seat),
        load: async () => undefined,
        answer: () => detail(request.id, locale),
      });
    },

    /** `/member/joinRobot`: the creator fills every empty seat with house robots, paid by the house. */
    async fillWithRobots(userId: string, id: string, locale: Locale): Promise<ArenaBattle> {
      const found = await findBattle(db, id);
      if (!found) throw new AppError('ARENA_NOT_FOUND');
      if (found.creator_id !== userId) throw new AppError('ARENA_NOT_CREATOR');
      return play.play({
        game: ARENA_GAME,
        userId,
        content: { id, robots: true },
        gameRef: id,
        settles: false,
        play: async (round) => {
          const seats = await seatsOf(round.trx, [id]);
          const empty = ARENA_SEAT_TEAMS[modeOf(found)].flatMap((team, seat) => (seats.some((taken) => taken.seat === seat) ? [] : [{ seat, team }]));
          const battle = empty.length > 0 ? await takeSeats(round.trx, id, empty.length) : undefined;
          if (!battle) throw await refusal(round.trx, id);
          for (const _ of empty) await round.houseStake({ currency: battle.currency as Currency, amount: Number(battle.price), reason: 'arena_robot_seat' });
          const robots = empty.map(({ seat, team }): ArenaSeatRow => {
            const robot = robotForSeat(battle.public_hash, seat);
            return { battle_id: id, seat, team, user_id: null, robot_id: robot.id, user_seed: robot.seed, result: null, won: 0, joined_at: round.now };
          });
          await insertSeats(round.trx, robots);
          round.afterCommit(() => deps.announce({ id, change: 'joined', status: 'waiting', seatsTaken: battle.seats_taken, rounds: 0, nextAt: null, at: round.now }));
          await rounds.startIfFull(round, battle, [...seats, ...robots]);
        },
        load: async () => undefined,
        answer: () => detail(id, locale),
      });
    },

    /** `/member/arenaCancel`: the creator cancels while nobody else has joined; the seat is refunded. */
    async cancel(userId: string, id: string, locale: Locale): Promise<ArenaBattle> {
      await rounds.cancel(id, { creatorId: userId });
      return detail(id, locale);
    },

    /** `/member/arenaReport`: kept for operators; a member's second report replaces the first, and nobody reports a battle of their own making. */
    async report(userId: string, id: string, reason: string): Promise<{ id: string; reported: true }> {
      const battle = await findBattle(db, id);
      if (!battle) throw new AppError('ARENA_NOT_FOUND');
      if (battle.creator_id === userId) throw new AppError('ARENA_REPORT_OWN');
      await recordReport(db, id, userId, reason, deps.clock());
      return { id, reported: true };
    },

    /** `/member/arena/watch`: the battle, remembered in the member's watch list. */
    async watch(userId: string, id: string, locale: Locale): Promise<ArenaBattle> {
      const battle = await detail(id, locale);
      await recordWatch(db, userId, id, deps.clock());
      return battle;
    },

    /** `/mybox/room/pk/user/ornament`: every item of a battle with who opened it. */
    async seatItems(id: string, locale: Locale) {
      const battle = await detail(id, locale);
      return battle.seats.flatMap((seat) => seat.items.map((item) => ({ ...item, seat: seat.seat, userId: seat.userId, robot: seat.robot })));
    },

    /** The expiry job: a battle still waiting after 30 minutes is cancelled and refunded. */
    async expire(id: string): Promise<void> {
      const battle = await findBattle(db, id);
      if (battle?.status !== 'waiting') return;
      try {
        await rounds.cancel(id, 'expiry');
      } catch (error) {
        // Filled or cancelled in the meantime: nothing to expire.
        if (!(error instanceof AppError)) throw error;
      }
    },
  };
}

export type ArenaService = ReturnType<typeof createArenaService>;
