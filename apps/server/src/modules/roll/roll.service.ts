import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { roomTitleIn } from '@lootbay/shared/roll-titles';
import { periodAt } from '@lootbay/shared/calendar';
import type { Locale, RollRoomSpendPeriod } from '@lootbay/shared/constants';
import { AppError } from '@lootbay/shared/errors';
import { HOUSE_ROBOTS } from '@lootbay/shared/robots';
import type { RollRoomConditions, RollRoomDetail, RollRoomStatus, RollRoomSummary } from '@lootbay/shared/schemas/roll';
import { orderedId } from '../../db/ordered-id';
import { unitOf, type Trx } from '../../db/unit-of-work';
import { ROLL_DRAW, ROLL_GAME, type RollDependencies } from './roll.context';
import { createRollDraw } from './roll.draw';
import { findRoom, insertPeople, insertPerson, insertRoom, joinedByAny, joinedOf, pageRooms, peopleOf, prizesOf, takePlace, takePlaces, winsOf, type RoomFilter } from './roll.repository';
import type { RollRoomPersonRow, RollRoomPrizeRow, RollRoomRow } from './roll.table';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A member's room ends 5 minutes to 30 days after it is made. */
const MEMBER_ROOM_END = { min: 5 * 60 * 1000, max: 30 * DAY_MS } as const;
const TOP_PRIZES = 4;

function passwordHash(salt: string, password: string): string {
  return createHash('sha256').update(`${salt}:${password}`).digest('hex');
}

export interface NewRoom {
  readonly title: string;
  readonly prizes: readonly { readonly ornamentId: string; readonly price: number; readonly sourceItemId: string | null }[];
  readonly startsAt: number;
  readonly endsAt: number;
  readonly conditions: RollRoomConditions;
  readonly password?: string | undefined;
  /** House robots that join at once (official rooms only); none makes the room players only. */
  readonly robots: number;
  readonly creatorId: string | null;
}

export type HouseRoom = Omit<NewRoom, 'prizes' | 'creatorId'> & { readonly prizeIds: readonly string[] };

export function createRollService(deps: RollDependencies) {
  const { catalog, fairness, play, jobs } = deps;
  const db = deps.db.kysely;
  const draw = createRollDraw(deps);

  function statusOf(room: RollRoomRow, now: number): RollRoomStatus {
    if (room.status === 'finished') return 'finished';
    return room.starts_at > now ? 'not_started' : 'in_progress';
  }

  function conditionsOf(room: RollRoomRow): RollRoomConditions {
    return {
      registeredDays: room.registered_days,
      spend: room.spend_period && room.spend_amount !== null ? { period: room.spend_period as RollRoomSpendPeriod, amount: Number(room.spend_amount) } : null,
    };
  }

  /** What a member has of what rooms ask: days since sign-up, and coins and item value staked this day, week or month. */
  async function standing(userId: string, periods: readonly RollRoomSpendPeriod[]) {
    const now = deps.clock();
    const user = await deps.accounts.findUser(userId);
    const registeredDays = user ? Math.floor((now - user.createdAt) / DAY_MS) : 0;
    const spent = new Map<RollRoomSpendPeriod, number>();
    for (const period of new Set(periods)) spent.set(period, (await play.results(db, [userId], periodAt(period, deps.timeZone, now).start)).staked);
    return { registeredDays, spent };
  }

  type Standing = Awaited<ReturnType<typeof standing>>;

  function eligibilityOf(room: RollRoomRow, held: Standing) {
    const conditions = conditionsOf(room);
    const spent = conditions.spend ? (held.spent.get(conditions.spend.period) ?? 0) : null;
    const missing = {
      registeredDays: Math.max(0, conditions.registeredDays - held.registeredDays),
      spend: conditions.spend ? Math.max(0, conditions.spend.amount - (spent ?? 0)) : 0,
    };
    return { eligible: missing.registeredDays === 0 && missing.spend === 0, registeredDays: held.registeredDays, spent, missing };
  }

  /** What a view of rooms may be handed instead of reading it: a join knows the viewer joined, and what the viewer holds. */
  interface Known {
    readonly prizes?: readonly RollRoomPrizeRow[];
    readonly joined?: ReadonlySet<string>;
    readonly held?: Standing;
  }

  async function summaries(rows: readonly RollRoomRow[], viewer: string | null, locale: Locale, known: Known = {}): Promise<RollRoomSummary[]> {
    const now = deps.clock();
    const ids = rows.map((row) => row.id);
    const prizes = known.prizes ?? (await prizesOf(db, ids));
    const ornaments = await catalog.ornaments([...new Set(prizes.map((prize) => prize.ornament_id))], locale);
    const names = await deps.nicknames(rows.flatMap((row) => (row.creator_id ? [row.creator_id] : [])));
    const joined = viewer ? (known.joined ?? (await joinedOf(db, viewer, ids))) : null;
    const held = viewer ? (known.held ?? (await standing(viewer, rows.flatMap((row) => (row.spend_period ? [row.spend_period as RollRoomSpendPeriod] : []))))) : null;
    return rows.map((row) => {
      const own = prizes.filter((prize) => prize.room_id === row.id).map((prize) => ({ ...ornaments.get(prize.ornament_id)!, price: Number(prize.price), position: prize.position }));
      return {
        id: row.id,
        title: roomTitleIn(row.title, row.official === 1, locale),
        official: row.official === 1,
        creatorId: row.creator_id,
        creatorNickname: row.creator_id ? (names.get(row.creator_id) ?? null) : null,
        status: statusOf(row, now),
        startsAt: Number(row.starts_at),
        endsAt: Number(row.ends_at),
        drawnAt: row.drawn_at === null ? null : Number(row.drawn_at),
        hasPassword: row.password_hash !== null,
        robotsAllowed: row.robots_allowed === 1,
        conditions: conditionsOf(row),
        peopleCount: row.people_count,
        prizeCount: own.length,
        prizeValue: own.reduce((sum, prize) => sum + prize.price, 0),
        topPrizes: [...own].sort((a, b) => b.price - a.price || a.position - b.position).slice(0, TOP_PRIZES),
        publicHash: row.public_hash,
        joined: joined ? joined.has(row.id) : null,
        eligibility: held ? eligibilityOf(row, held) : null,
      };
    });
  }

  type Robots = Awaited<ReturnType<RollDependencies['robots']>>;

  function personView(person: RollRoomPersonRow, names: Map<string, string>, robots: Robots) {
    const robot = person.robot_id ? robots.get(person.robot_id) : undefined;
    return {
      seq: person.seq,
      id: person.user_id ?? person.robot_id!,
      userId: person.user_id,
      robot: person.robot_id !== null,
      nickname: robot?.nickname ?? names.get(person.user_id ?? '') ?? '',
      robotAvatar: robot?.avatar ?? null,
      joinedAt: Number(person.joined_at),
    };
  }

  /**
   * A room as one viewer sees it. A join hands over the room as it joined it (with its new count)
   * and what the viewer holds; a room still open has no winners yet, as they are written with its end.
   */
  async function detail(id: string, viewer: string | null, locale: Locale, joined?: { readonly room: RollRoomRow; readonly held: Standing }): Promise<RollRoomDetail> {
    const row = joined?.room ?? (await findRoom(db, id));
    if (!row) throw new AppError('ROLL_ROOM_NOT_FOUND');
    const [prizes, people, wins] = await Promise.all([prizesOf(db, [id]), peopleOf(db, id), row.status === 'open' ? [] : winsOf(db, [id])]);
    const [summary] = await summaries([row], viewer, locale, { prizes, ...(joined && { joined: new Set([id]), held: joined.held }) });
    const [names, robots] = await Promise.all([deps.nicknames(people.flatMap((person) => (person.user_id ? [person.user_id] : []))), deps.robots()]);
    const ornaments = await catalog.ornaments([...new Set(prizes.map((prize) => prize.ornament_id))], locale);
    const seed = row.status === 'finished' ? await fairness.gameSeed(row.game_seed_id) : null;
    const byParticipant = new Map(people.map((person) => [person.user_id ?? person.robot_id!, personView(person, names, robots)]));
    return {
      ...summary!,
      prizes: prizes.map((prize) => ({ ...ornaments.get(prize.ornament_id)!, price: Number(prize.price), position: prize.position })),
      people: people.map((person) => personView(person, names, robots)),
      winners: wins.map((win) => {
        const prize = prizes.find((entry) => entry.position === win.position)!;
        const person = byParticipant.get(win.participant_id);
        return {
          position: win.position,
          participantId: win.participant_id,
          userId: win.user_id,
          robot: person?.robot ?? false,
          nickname: person?.nickname ?? '',
          robotAvatar: person?.robotAvatar ?? null,
          rollPoint: win.roll_point,
          rollId: win.roll_id,
          backpackItemId: win.backpack_item_id,
          item: { ...ornaments.get(prize.ornament_id)!, price: Number(prize.price) },
        };
      }),
      seedId: row.game_seed_id,
      clientSeed: row.client_seed,
      beacon: seed?.beacon ?? null,
      secret: seed?.secretHash ?? null,
      salt: seed?.secretSalt ?? null,
    };
  }

  /** Writes a new room with its committed game seed, its robots and its draw job, in the caller's transaction. */
  async function openRoom(trx: Trx, id: string, room: NewRoom, now: number): Promise<void> {
    const seed = await fairness.commitGameSeed(trx, ROLL_GAME, `${ROLL_GAME}:${id}`);
    const salt = room.password ? randomBytes(16).toString('hex') : null;
    const prizes: RollRoomPrizeRow[] = room.prizes.map((prize, position) => ({ room_id: id, position, ornament_id: prize.ornamentId, price: prize.price, source_item_id: prize.sourceItemId }));
    await insertRoom(
      trx,
      {
        id,
        title: room.title,
        official: room.creatorId === null ? 1 : 0,
        creator_id: room.creatorId,
        password_hash: salt && room.password ? passwordHash(salt, room.password) : null,
        password_salt: salt,
        starts_at: room.startsAt,
        ends_at: room.endsAt,
        registered_days: room.conditions.registeredDays,
        spend_period: room.conditions.spend?.period ?? null,
        spend_amount: room.conditions.spend?.amount ?? null,
        robots_allowed: room.robots > 0 ? 1 : 0,
        status: 'open',
        people_count: 0,
        game_seed_id: seed.id,
        public_hash: seed.publicHash,
        client_seed: null,
        drawn_at: null,
        created_at: now,
      },
      prizes,
    );
    if (room.robots > 0) {
      const first = await takePlaces(trx, id, room.robots);
      await insertPeople(
        trx,
        HOUSE_ROBOTS.slice(0, room.robots).map((robot, index) => ({ room_id: id, seq: first + index, user_id: null, robot_id: robot.id, joined_at: now })),
      );
    }
    await jobs.enqueueIn(trx, { kind: ROLL_DRAW, runAt: room.endsAt, payload: { roomId: id }, dedupeKey: `${ROLL_DRAW}:${id}` });
    unitOf(trx).afterCommit(() => deps.announce({ id, change: 'created', status: room.startsAt > now ? 'not_started' : 'in_progress', peopleCount: room.robots, at: now }));
  }

  /** A house room of catalogue items, priced now; answers what it opened. */
  async function createHouseRoomIn(trx: Trx, room: HouseRoom) {
    const ornaments = await catalog.ornamentsIn(trx, room.prizeIds, 'en');
    const prizes = room.prizeIds.map((ornamentId) => {
      const ornament = ornaments.get(ornamentId);
      if (!ornament) throw new AppError('ROLL_ROOM_PRIZES');
      return { ornamentId, price: ornament.price, sourceItemId: null };
    });
    const now = deps.clock();
    const id = orderedId();
    await openRoom(trx, id, { ...room, prizes, creatorId: null }, now);
    return { id, title: room.title, prizeCount: prizes.length, prizeValue: prizes.reduce((sum, prize) => sum + prize.price, 0), startsAt: room.startsAt, endsAt: room.endsAt };
  }

  return {
    detail,
    draw: draw.draw,

    /** A house room of catalogue items (the demo's, `/dev/roll-rooms`). */
    async createHouseRoom(room: HouseRoom): Promise<string> {
      return (await deps.db.transaction((trx) => createHouseRoomIn(trx, room))).id;
    },

    /** The same in the caller's transaction (the operator console's, with its audit entry); announced once it commits. */
    createHouseRoomIn,

    /**
     * `/member/createRoom`: a member's room; the prizes are their backpack items, locked (in
     * battle) until the draw gives them away, or returns them when nobody joined.
     */
    createMemberRoom(userId: string, request: { readonly title: string; readonly itemIds: readonly string[]; readonly endsAt: number; readonly password?: string | undefined; readonly conditions?: RollRoomConditions | undefined; readonly requestId?: string | undefined }, locale: Locale): Promise<RollRoomDetail> {
      return play.play({
        game: ROLL_GAME,
        userId,
        requestId: request.requestId,
        content: { ...request, itemIds: [...request.itemIds].sort() },
        settles: false,
        play: async (round) => {
          if (request.endsAt < round.now + MEMBER_ROOM_END.min || request.endsAt > round.now + MEMBER_ROOM_END.max) throw new AppError('ROLL_ROOM_END_TIME');
          const staked = await round.stakeItems(request.itemIds, { refuseFavourites: true });
          const prizes = [...staked].sort((a, b) => b.price - a.price || (a.id < b.id ? -1 : 1)).map((item) => ({ ornamentId: item.ornamentId, price: item.price, sourceItemId: item.id }));
          await openRoom(round.trx, round.playId, { title: request.title, prizes, startsAt: round.now, endsAt: request.endsAt, conditions: request.conditions ?? { registeredDays: 0, spend: null }, password: request.password, robots: 0, creatorId: userId }, round.now);
          return round.playId;
        },
        load: async (first) => first.game_ref,
        answer: (id) => detail(id, userId, locale),
      });
    },

    /**
     * `/member/joinRoom`: joins an open room once, if the member meets its conditions and knows its
     * password; each refusal says why (and what is missing) and changes nothing.
     */
    async join(userId: string, request: { readonly id: string; readonly password?: string | undefined }, locale: Locale): Promise<RollRoomDetail> {
      const room = await findRoom(db, request.id);
      if (!room) throw new AppError('ROLL_ROOM_NOT_FOUND');
      const now = deps.clock();
      if (room.status !== 'open' || room.ends_at <= now) throw new AppError('ROLL_ROOM_ENDED');
      if (room.starts_at > now) throw new AppError('ROLL_ROOM_NOT_STARTED', { startsAt: Number(room.starts_at) });
      if (room.creator_id === userId) throw new AppError('ROLL_ROOM_OWN_ROOM');
      if (room.password_hash && room.password_salt) {
        const given = Buffer.from(passwordHash(room.password_salt, request.password ?? ''));
        if (!timingSafeEqual(given, Buffer.from(room.password_hash))) throw new AppError('ROLL_ROOM_PASSWORD_WRONG');
      }
      const held = await standing(userId, room.spend_period ? [room.spend_period as RollRoomSpendPeriod] : []);
      const eligibility = eligibilityOf(room, held);
      if (!eligibility.eligible) throw new AppError('ROLL_ROOM_CONDITION_NOT_MET', eligibility.missing);
      const peopleCount = await deps.db.transaction(async (trx) => {
        const seq = await takePlace(trx, room.id);
        if (seq === undefined) throw new AppError('ROLL_ROOM_ENDED');
        if (!(await insertPerson(trx, { room_id: room.id, seq, user_id: userId, robot_id: null, joined_at: now }))) throw new AppError('ROLL_ROOM_ALREADY_JOINED');
        // One person, one place: the room's row is held, so a sibling account's join is in or waits.
        const { userIds } = await deps.accounts.householdIn(trx, userId);
        const siblings = userIds.filter((id) => id !== userId);
        if (siblings.length > 0 && (await joinedByAny(trx, room.id, siblings))) throw new AppError('ROLL_ROOM_SAME_PERSON');
        return seq + 1;
      });
      deps.announce({ id: room.id, change: 'joined', status: statusOf(room, now), peopleCount, at: now });
      return detail(room.id, userId, locale, { room: { ...room, people_count: peopleCount }, held });
    },

    async list(filter: Omit<RoomFilter, 'joinedBy'> & { readonly joined?: boolean | undefined }, viewer: string | null, page: number, size: number, locale: Locale) {
      const { list: rows, total } = await pageRooms(db, { status: filter.status, official: filter.official, joinedBy: filter.joined && viewer ? viewer : undefined }, deps.clock(), page, size);
      return { list: await summaries(rows, viewer, locale), total, page, size };
    },

    async people(id: string, page: number, size: number) {
      const room = await findRoom(db, id);
      if (!room) throw new AppError('ROLL_ROOM_NOT_FOUND');
      const people = await peopleOf(db, id, { page, size });
      const [names, robots] = await Promise.all([deps.nicknames(people.flatMap((person) => (person.user_id ? [person.user_id] : []))), deps.robots()]);
      return { list: people.map((person) => personView(person, names, robots)), total: room.people_count, page, size };
    },

    async ornaments(id: string, locale: Locale) {
      const room = await detail(id, null, locale);
      return room.prizes.map((prize) => ({ ...prize, winner: room.winners.find((winner) => winner.position === prize.position) ?? null }));
    },
  };
}

export type RollService = ReturnType<typeof createRollService>;
