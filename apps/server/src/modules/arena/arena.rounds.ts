import type { Currency } from '@lootbay/shared/constants';
import { dayOf } from '@lootbay/shared/calendar';
import { AppError } from '@lootbay/shared/errors';
import type { BeaconRound } from '@lootbay/shared/fairness/beacon';
import { arenaTeamTotals, leadingTeams, tieBreakRound, tieBreakWinner } from '@lootbay/shared/fairness/arena';
import { ITEM_ORIGIN, SOURCE_TYPE } from '@lootbay/shared/schemas/backpack';
import { unitOf, type Trx } from '../../db/unit-of-work';
import type { Round } from '../play/play.service';
import { ARENA_GAME, ARENA_STEP, boxesOf, expiryKey, modeOf, stepKey, type ArenaDependencies } from './arena.context';
import { appendAwards, appendDrops, appendRankPoints, appendSeatResult, dropsOf, findBattle, moveBattle, seatsOf, setSeatSeed } from './arena.repository';
import type { ArenaAwardRow, ArenaBattleRow, ArenaDropRow, ArenaSeatRow } from './arena.table';
import { battleRecord } from './arena.chain-record';
import { splitEvenly } from './team-split';
import { tieOdds } from './tie-odds';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * A battle and its seats as a step left them, handed to the next step's timer on the same
 * instance so that step need not read them again: the seats do not change once the battle is
 * full, and the battle only by its steps, whose plays and conditional moves keep each one once.
 */
interface Carried {
  readonly battle: ArenaBattleRow;
  readonly seats: readonly ArenaSeatRow[];
}

/**
 * A battle's life after its seats are taken: the countdown, one round per box (every seat opens
 * the round's box at once), then the settlement; and the cancellation of one nobody filled. Each
 * step is a play of the engine under a key of its own (`<battle>-round-<k>`, `<battle>-settle`),
 * so however many schedulers and retries try a step, it happens once; a step's job enqueues the
 * next in the same transaction, so a crash leaves the battle resumable where it stopped.
 */
export function createArenaRounds(deps: ArenaDependencies) {
  const { catalog, fairness, play, jobs, pace } = deps;
  const db = deps.db.kysely;

  function onTime(battleId: string, step: number, runAt: number, carried?: Carried): void {
    const timer = setTimeout(() => {
      stepOf(battleId, step, carried).catch((error: unknown) => deps.log.warn({ err: error, battleId, step }, 'arena step on time failed; its job will run it'));
    }, Math.max(0, runAt - deps.clock()));
    timer.unref();
  }

  async function enqueueStep(trx: Trx, step: number, runAt: number, carried: Carried): Promise<void> {
    const battleId = carried.battle.id;
    await jobs.enqueueIn(trx, { kind: ARENA_STEP, runAt, payload: { battleId, step }, dedupeKey: stepKey(battleId, step) });
    if (deps.onTime) unitOf(trx).afterCommit(() => onTime(battleId, step, runAt, carried));
  }

  /** A retry of a step after its planned time (a beacon round not out yet): a job of its own, since the step's key is taken. */
  async function retryStepAt(battleId: string, step: number, runAt: number): Promise<void> {
    await jobs.enqueue({ kind: ARENA_STEP, runAt, payload: { battleId, step }, dedupeKey: `${stepKey(battleId, step)}:${runAt}` });
    if (deps.onTime) onTime(battleId, step, runAt);
  }

  /**
   * Once the last seat is taken: every member's seat takes the seed the member has in play now
   * (the web app sends a fresh one after the battle's public hash is shown), and the countdown
   * starts. Without robots the client seed is fixed at once; a battle with a robot seat also takes
   * the first beacon round published after this moment, so its first round waits for that round.
   * `taken` is every seat, as the play that took the last one knows them.
   */
  async function startIfFull(round: Round, battle: ArenaBattleRow, taken: readonly ArenaSeatRow[]): Promise<void> {
    if (battle.seats_taken < battle.seat_count) return;
    const seats: ArenaSeatRow[] = [];
    for (const seat of [...taken].sort((a, b) => a.seat - b.seat)) {
      const seed = seat.user_id ? await fairness.userSeedIn(round.trx, seat.user_id) : seat.user_seed;
      if (seed !== seat.user_seed) await setSeatSeed(round.trx, battle.id, seat.seat, seed);
      seats.push({ ...seat, user_seed: seed });
    }
    const seeds = seats.map((seat) => seat.user_seed);
    const withRobots = seats.some((seat) => seat.robot_id !== null);
    let nextAt = round.now + pace.countdownMs;
    let clientSeed: string | null = null;
    if (withRobots) {
      await fairness.keepPlayerSeeds(round.trx, battle.game_seed_id, seeds);
      nextAt = Math.max(nextAt, fairness.beacon.publishedAfter(round.now) ?? nextAt);
    } else clientSeed = await fairness.fixClientSeed(round.trx, battle.game_seed_id, seeds);
    const ready = { status: 'ready', client_seed: clientSeed, next_at: nextAt };
    if (!(await moveBattle(round.trx, battle.id, 'waiting', ready))) throw new Error(`battle ${battle.id} left waiting while being filled`);
    await enqueueStep(round.trx, 0, nextAt, { battle: { ...battle, ...ready }, seats });
    jobs.dismissIn(round.trx, expiryKey(battle.id));
    round.afterCommit(() => deps.announce({ id: battle.id, change: 'ready', status: 'ready', seatsTaken: battle.seat_count, rounds: 0, nextAt, at: round.now }));
  }

  /** Round `step`: every seat opens the step's box; members' items go to their backpacks in battle. */
  async function playRound(round: Round, battle: ArenaBattleRow, step: number, beacon: BeaconRound | null, known?: readonly ArenaSeatRow[]): Promise<void> {
    const { trx } = round;
    const box = boxesOf(battle)[step]!;
    const seats = known ?? (await seatsOf(trx, [battle.id]));
    const clientSeed = beacon
      ? await fairness.fixClientSeed(
          trx,
          battle.game_seed_id,
          seats.map((seat) => seat.user_seed),
          { beacon },
        )
      : battle.client_seed;
    const odds = await catalog.oddsIn(trx, box.boxId, box.version);
    const draws = await round.drawGameSeed(
      battle.game_seed_id,
      step,
      seats.map((seat) => ({ index: seat.seat, userId: seat.user_id })),
      odds.table,
    );
    const drops: ArenaDropRow[] = [];
    for (const [position, seat] of seats.entries()) {
      const draw = draws[position]!;
      const entry = odds.entries[draw.entry]!;
      const granted = seat.user_id ? await round.grantStakedItems([{ ornamentId: entry.ornamentId, price: entry.price, sourceType: SOURCE_TYPE.boxOpening, origin: ITEM_ORIGIN.arena }], seat.user_id) : [];
      drops.push({ battle_id: battle.id, round: step, seat: seat.seat, roll_id: draw.rollId, roll_point: draw.rollPoint, ornament_id: entry.ornamentId, price: entry.price, backpack_item_id: granted[0] ?? null });
    }
    appendDrops(trx, drops);
    const nextAt = round.now + pace.roundMs;
    const fighting = { status: 'fighting', client_seed: clientSeed, rounds_played: step + 1, next_at: nextAt, started_at: battle.started_at ?? round.now };
    if (!(await moveBattle(trx, battle.id, battle.status as 'ready' | 'fighting', fighting, { roundsPlayed: step }))) throw new Error(`battle ${battle.id} moved past round ${step} under its own step`);
    await enqueueStep(trx, step + 1, nextAt, { battle: { ...battle, ...fighting }, seats });
    jobs.dismissIn(trx, stepKey(battle.id, step));
    round.afterCommit(() => deps.announce({ id: battle.id, change: 'round', status: 'fighting', seatsTaken: battle.seat_count, rounds: step + 1, nextAt, at: round.now }));
  }

  /** Which team wins: the highest total, or among tied ones the team the tie-break roll picks. */
  async function decide(round: Round, battle: ArenaBattleRow, seats: readonly ArenaSeatRow[], drops: readonly ArenaDropRow[]) {
    const seatTotals = seats.map((seat) => sum(drops.filter((drop) => drop.seat === seat.seat).map((drop) => Number(drop.price))));
    const leading = leadingTeams(arenaTeamTotals(modeOf(battle), seatTotals));
    if (leading.length === 1) return { winnerTeam: leading[0]!, tie: null };
    const [draw] = await round.drawGameSeed(battle.game_seed_id, tieBreakRound(boxesOf(battle).length), [{ index: 0, userId: null }], await tieOdds(battle.id, leading));
    return { winnerTeam: tieBreakWinner(draw!.rollPoint, leading), tie: { teams: leading, rollId: draw!.rollId, rollPoint: draw!.rollPoint } };
  }

  /**
   * The end: the winners' own items come back to their backpacks, the losers' are lost (status 3)
   * and the winners are given them as new items (split evenly in value in 2v2); a robot's share
   * returns to the house. The stakes held in escrow go to the house, which paid for the boxes.
   */
  async function settle(round: Round, battle: ArenaBattleRow, known?: readonly ArenaSeatRow[]): Promise<void> {
    const { trx } = round;
    const seats = known ?? (await seatsOf(trx, [battle.id]));
    const drops = await dropsOf(trx, [battle.id]);
    const { winnerTeam, tie } = await decide(round, battle, seats, drops);
    const winners = seats.filter((seat) => seat.team === winnerTeam);
    const dropsOfSeat = (seat: ArenaSeatRow) => drops.filter((drop) => drop.seat === seat.seat);
    for (const seat of seats) {
      if (!seat.user_id) continue;
      const ids = dropsOfSeat(seat).flatMap((drop) => (drop.backpack_item_id ? [drop.backpack_item_id] : []));
      await round.settleItems(seat.user_id, ids, seat.team === winnerTeam ? 'returned' : 'lost');
    }
    const lost = drops.filter((drop) => !winners.some((winner) => winner.seat === drop.seat));
    const shares = new Map<number, ArenaDropRow[]>(winners.map((winner) => [winner.seat, []]));
    if (winners.length === 1) shares.set(winners[0]!.seat, lost);
    else {
      const [a, b] = winners as [ArenaSeatRow, ArenaSeatRow];
      const own = (seat: ArenaSeatRow) => sum(dropsOfSeat(seat).map((drop) => Number(drop.price)));
      const split = splitEvenly(
        own(a),
        own(b),
        lost.map((drop) => Number(drop.price)),
      );
      shares.set(
        a.seat,
        split.toA.map((index) => lost[index]!),
      );
      shares.set(
        b.seat,
        split.toB.map((index) => lost[index]!),
      );
    }
    const awards: ArenaAwardRow[] = [];
    for (const winner of winners) {
      const share = shares.get(winner.seat)!;
      if (!winner.user_id || share.length === 0) continue;
      const ids = await round.grantItems(
        share.map((drop) => ({ ornamentId: drop.ornament_id, price: Number(drop.price), sourceType: SOURCE_TYPE.boxOpening, origin: ITEM_ORIGIN.arena })),
        winner.user_id,
      );
      share.forEach((drop, index) => awards.push({ battle_id: battle.id, round: drop.round, seat: drop.seat, winner_seat: winner.seat, user_id: winner.user_id!, ornament_id: drop.ornament_id, price: Number(drop.price), backpack_item_id: ids[index]! }));
    }
    appendAwards(trx, awards);
    const points = new Map<string, number>();
    for (const seat of seats) {
      const isWinner = seat.team === winnerTeam;
      const won = isWinner ? sum([...dropsOfSeat(seat), ...shares.get(seat.seat)!].map((drop) => Number(drop.price))) : 0;
      appendSeatResult(trx, battle.id, seat.seat, isWinner ? 'victory' : 'defeat', won);
      if (seat.user_id && won > 0) points.set(seat.user_id, (points.get(seat.user_id) ?? 0) + won);
    }
    appendRankPoints(trx, dayOf(deps.timeZone, round.now), points, round.now);
    await round.houseShare({ currency: battle.currency as Currency, amount: Number(battle.price) * battle.seat_count, reason: 'arena_battle' });
    const revealed = await fairness.revealGameSeed(trx, battle.game_seed_id);
    const record = battleRecord(battle, seats, drops, { winners: winners.map((winner) => winner.seat), tie: tie && { teams: tie.teams, rollPoint: tie.rollPoint }, at: round.now }, revealed);
    await fairness.chain.append(trx, [{ kind: 'battle', ref: battle.id, body: record }]);
    const changes = { status: 'finished', next_at: null, finished_at: round.now, winner_team: winnerTeam, tie_roll_id: tie?.rollId ?? null, tie_roll_point: tie?.rollPoint ?? null, tie_teams: tie ? JSON.stringify(tie.teams) : null };
    if (!(await moveBattle(trx, battle.id, 'fighting', changes, { roundsPlayed: boxesOf(battle).length }))) throw new Error(`battle ${battle.id} was settled under its own settlement`);
    jobs.dismissIn(trx, stepKey(battle.id, boxesOf(battle).length));
    round.afterCommit(() => deps.announce({ id: battle.id, change: 'finished', status: 'finished', seatsTaken: battle.seat_count, rounds: battle.rounds_played, nextAt: null, at: round.now }));
  }

  /** The one play that closes a battle, whichever way: the same key, so only the first closes it. */
  function closing(battle: ArenaBattleRow, close: (round: Round) => Promise<void>): Promise<void> {
    return play.play({
      game: ARENA_GAME,
      userId: battle.creator_id,
      requestId: `${battle.id}-settle`,
      content: { battleId: battle.id, step: 'settle' },
      gameRef: battle.id,
      ungated: true,
      play: close,
      load: async () => undefined,
      answer: async () => undefined,
    });
  }

  /**
   * Plays step `step` of a battle (round `step`, or the settlement after the last box) if it is
   * due next; anything else (a step done, a battle over) is left alone. Idempotent.
   */
  async function stepOf(battleId: string, step: number, carried?: Carried): Promise<void> {
    const battle = carried?.battle ?? (await findBattle(db, battleId));
    if (!battle || (battle.status !== 'ready' && battle.status !== 'fighting') || battle.rounds_played !== step) return;
    const boxes = boxesOf(battle).length;
    if (step === boxes) return closing(battle, (round) => settle(round, battle, carried?.seats));
    let beacon: BeaconRound | null = null;
    if (battle.client_seed === null) {
      // A battle against robots: its first round waits for the beacon round after it filled (asked outside the transaction).
      const filledAt = (await fairness.gameSeed(battle.game_seed_id)).closedAt;
      if (filledAt === null) throw new Error(`battle ${battle.id} is ready without its seats' seeds`);
      const answer = await fairness.beacon.after(filledAt);
      if ('retryAt' in answer) return retryStepAt(battle.id, step, answer.retryAt);
      beacon = answer.round;
    }
    await play.play({
      game: ARENA_GAME,
      userId: battle.creator_id,
      requestId: `${battle.id}-round-${step}`,
      content: { battleId, step },
      gameRef: battle.id,
      settles: false,
      ungated: true,
      play: (round) => playRound(round, battle, step, beacon, carried?.seats),
      load: async () => undefined,
      answer: async () => undefined,
    });
  }

  return {
    startIfFull,
    step: stepOf,

    /**
     * Cancels a waiting battle and refunds every seat from escrow: by its creator while nobody
     * else has joined, or on expiry. Refused (nothing changes) when the battle moved on first.
     */
    async cancel(battleId: string, by: { readonly creatorId: string } | 'expiry'): Promise<void> {
      const battle = await findBattle(db, battleId);
      if (!battle) throw new AppError('ARENA_NOT_FOUND');
      if (by !== 'expiry' && battle.creator_id !== by.creatorId) throw new AppError('ARENA_NOT_CREATOR');
      if (battle.status !== 'waiting') throw new AppError('ARENA_NOT_WAITING');
      await closing(battle, async (round) => {
        const moved = await moveBattle(round.trx, battle.id, 'waiting', { status: 'cancelled', next_at: null, finished_at: round.now }, by === 'expiry' ? {} : { seatsTaken: 1 });
        if (!moved) {
          const now = await findBattle(round.trx, battle.id);
          throw new AppError(now?.status === 'waiting' ? 'ARENA_CANCEL_AFTER_JOIN' : 'ARENA_NOT_WAITING');
        }
        for (const seat of await seatsOf(round.trx, [battle.id])) {
          if (seat.user_id) await round.payCoins({ userId: seat.user_id, currency: battle.currency as Currency, amount: Number(battle.price), from: 'escrow', reason: 'arena_refund' });
        }
        await fairness.revealGameSeed(round.trx, battle.game_seed_id);
        jobs.dismissIn(round.trx, expiryKey(battle.id));
        round.afterCommit(() => deps.announce({ id: battle.id, change: 'cancelled', status: 'cancelled', seatsTaken: battle.seats_taken, rounds: 0, nextAt: null, at: round.now }));
      });
    },

  };
}

export type ArenaRounds = ReturnType<typeof createArenaRounds>;
