import { EXPONENT_INDEX_START, EXPONENT_ODDS, EXPONENT_ROLL, exponentClientSeed, exponentGraffitiIndex, exponentIndexAfter, exponentIssue, exponentResult } from '@lootbay/shared/fairness/exponent';
import type { BeaconRound } from '@lootbay/shared/fairness/beacon';
import type { OddsTable } from '@lootbay/shared/fairness/odds';
import { oddsHash } from '@lootbay/shared/fairness/odds-hash';
import { ITEM_ORIGIN } from '@lootbay/shared/schemas/backpack';
import { unitOf } from '../../db/unit-of-work';
import type { Round } from '../play/play.service';
import { EXPONENT_GAME, EXPONENT_SETTLE, EXPONENT_SOURCE_TYPE, HOUSE, ROUNDS_AHEAD, type ExponentDependencies } from './exponent.context';
import { closeRound, countPurchases, dueRounds, insertBag, insertGraffiti, insertRoundIfNone, lastSettled, latestRound, nextToEnd, previousRound, purchasesOf, recordSettlement, roundAt, setRoundSeed } from './exponent.repository';
import { roundRecord } from './exponent.chain-record';
import type { ExponentRoundRow } from './exponent.table';

/** Rounds settled per read of the due ones; a long outage is worked through in batches. */
const SETTLE_BATCH = 100;
/** Rounds one run settles at most (each asks the beacon for its round); a job right after continues, so a long outage never holds one job for minutes. */
const SETTLE_PER_RUN = 120;

/** The odds every round's roll is read against, as the play engine takes them (hashed once). */
export const exponentOddsTable: Promise<OddsTable> = oddsHash(EXPONENT_ODDS).then((hash) => ({
  id: EXPONENT_ODDS.id,
  hash,
  entries: EXPONENT_ODDS.entries.map((entry) => ({ range: { from: entry.from, to: entry.to }, outcome: entry.itemId })),
}));

/**
 * The site's clock of rounds: rounds are committed ahead (each with a game seed whose public hash
 * is shown before it opens, and a settle job for its end) and settled in order, each once by a play
 * keyed by its issue. After an outage every missed round is settled, in order, when the site is
 * back; one nobody bought into rolls `<issue>:` all the same, so the index never skips a round.
 */
export function createExponentRounds(deps: ExponentDependencies) {
  const { fairness, play, catalog, jobs } = deps;
  const db = deps.db.kysely;
  /** The run in progress (or the last one) and the run waiting for it. */
  let current: Promise<void> = Promise.resolve();
  let waiting: Promise<void> | null = null;

  /** Adds one round unless another instance did, with its committed seed in the same transaction. */
  async function addRound(startsAt: number, now: number): Promise<void> {
    const issue = exponentIssue(startsAt, deps.roundMs, deps.timeZone);
    const endsAt = startsAt + deps.roundMs;
    await deps.db.transaction(async (trx) => {
      const round = { issue, starts_at: startsAt, ends_at: endsAt, game_seed_id: null, public_hash: null, status: 'open', buyers: 0, client_seed: null, roll_id: null, roll_point: null, result: null, index_open: null, index_close: null, graffiti_id: null, graffiti_price: null, created_at: now, settled_at: null };
      if (!(await insertRoundIfNone(trx, round))) return;
      const seed = await fairness.commitGameSeed(trx, EXPONENT_GAME, `${EXPONENT_GAME}:${issue}`);
      await setRoundSeed(trx, issue, seed.id, seed.publicHash);
    });
  }

  /**
   * Makes sure every round from the last one made up to ROUNDS_AHEAD past the one in play exists.
   * The first round of a new site starts at the next whole round, after its commitment (never at once); after an
   * outage longer than that, the missed rounds are made now, late, and the record shows when. A
   * site without rounds gets them only from an instance that runs jobs.
   */
  async function commitAhead(now: number): Promise<void> {
    const last = await latestRound(db);
    if (!last && !deps.startsRounds) return;
    const horizon = now + ROUNDS_AHEAD * deps.roundMs;
    for (let startsAt = last ? Number(last.ends_at) : (Math.floor(now / deps.roundMs) + 1) * deps.roundMs; startsAt <= horizon; startsAt += deps.roundMs) await addRound(startsAt, now);
  }

  async function settleIn(round: Round, due: ExponentRoundRow, beacon: BeaconRound): Promise<ExponentRoundRow> {
    const { trx } = round;
    // Closing the round first holds its row: a purchase still committing is in the list read next, a later one is refused.
    const closed = await closeRound(trx, due.issue, round.now);
    if (!closed?.game_seed_id) throw new Error(`exponent round ${due.issue} was settled under its own key`);
    const previous = await previousRound(trx, Number(closed.starts_at));
    if (previous && previous.status !== 'settled') throw new Error(`exponent round ${previous.issue} must settle before ${closed.issue}`);
    const openIndex = previous?.index_close ?? EXPONENT_INDEX_START;
    const purchases = await purchasesOf(trx, closed.issue);
    const userSeeds = purchases.map((purchase) => purchase.user_seed);
    const clientSeed = exponentClientSeed(closed.issue, userSeeds, beacon.value);
    await fairness.fixClientSeed(trx, closed.game_seed_id, userSeeds, { named: clientSeed, beacon });
    const [draw] = await round.drawGameSeed(closed.game_seed_id, EXPONENT_ROLL.round, [{ index: EXPONENT_ROLL.index, userId: null }], await exponentOddsTable);
    const rollPoint = draw!.rollPoint;
    const result = exponentResult(rollPoint);
    const graffitiChoices = await catalog.consolationItemsIn(trx);
    const graffiti = graffitiChoices.length > 0 ? graffitiChoices[exponentGraffitiIndex(rollPoint, graffitiChoices.length)]! : null;
    const matched = purchases.filter((purchase) => purchase.direction === result);
    const missed = purchases.filter((purchase) => purchase.direction !== result);
    await insertBag(
      trx,
      matched.map((purchase) => ({ id: purchase.id, user_id: purchase.user_id, issue: closed.issue, box_id: purchase.index_box_id, odds_version: purchase.index_odds_version, price: Number(purchase.price), created_at: round.now, opened_at: null })),
    );
    if (graffiti && missed.length > 0) {
      const rows = [];
      for (const purchase of missed) {
        const [itemId] = await round.grantItems([{ ornamentId: graffiti.id, price: Number(graffiti.price), sourceType: EXPONENT_SOURCE_TYPE, origin: ITEM_ORIGIN.box }], purchase.user_id);
        rows.push({ purchase_id: purchase.id, user_id: purchase.user_id, issue: closed.issue, ornament_id: graffiti.id, price: Number(graffiti.price), backpack_item_id: itemId! });
      }
      await insertGraffiti(trx, rows);
    }
    // The house paid for what it gives: the index boxes, and the graffiti.
    await round.houseShare({ currency: 'coin', amount: purchases.reduce((sum, purchase) => sum + Number(purchase.price), 0), reason: 'exponent_round' });
    const revealed = await fairness.revealGameSeed(trx, closed.game_seed_id);
    const settled = {
      buyers: purchases.length,
      client_seed: clientSeed,
      roll_id: draw!.rollId,
      roll_point: rollPoint,
      result,
      index_open: openIndex,
      index_close: exponentIndexAfter(Number(openIndex), rollPoint),
      graffiti_id: graffiti?.id ?? null,
      graffiti_price: graffiti ? Number(graffiti.price) : null,
    };
    await recordSettlement(trx, closed.issue, settled);
    await fairness.chain.append(trx, [{ kind: 'round', ref: closed.issue, body: roundRecord(closed, purchases, settled, graffitiChoices, revealed, round.now) }]);
    const after = { ...closed, ...settled };
    unitOf(trx).afterCommit(() => deps.announce({ issue: after.issue, change: 'settled', result, index: after.index_close, buyers: after.buyers, endsAt: Number(after.ends_at), at: round.now }));
    return after;
  }

  /** Settles one due round, once however many instances and retries try: a play under the round's settle key. */
  function settle(due: ExponentRoundRow, beacon: BeaconRound): Promise<void> {
    return play.play({
      game: EXPONENT_GAME,
      userId: HOUSE,
      requestId: `${due.issue}-settle`,
      content: { issue: due.issue },
      gameRef: due.issue,
      ungated: true,
      play: (round) => settleIn(round, due, beacon),
      load: async () => undefined,
      answer: async () => undefined,
    });
  }

  async function catchUp(): Promise<void> {
    const now = deps.clock();
    await commitAhead(now);
    let settled: ExponentRoundRow | undefined;
    let count = 0;
    let waitingForBeacon = false;
    for (let due = await dueRounds(db, now, SETTLE_BATCH); due.length > 0 && !waitingForBeacon; due = await dueRounds(db, now, SETTLE_BATCH)) {
      for (const round of due) {
        if (count === SETTLE_PER_RUN) {
          await jobs.enqueue({ kind: EXPONENT_SETTLE, runAt: now, payload: { issue: round.issue }, dedupeKey: `${EXPONENT_SETTLE}:${round.issue}:continued` });
          return;
        }
        // A round settles on the first beacon round published after it ended; rounds settle in order, so the rest wait with it.
        const beacon = await fairness.beacon.after(Number(round.ends_at));
        if ('retryAt' in beacon) {
          await jobs.enqueue({ kind: EXPONENT_SETTLE, runAt: beacon.retryAt, payload: { issue: round.issue }, dedupeKey: `${EXPONENT_SETTLE}:${round.issue}:${beacon.retryAt}` });
          waitingForBeacon = true;
          break;
        }
        await settle(round, beacon.round);
        settled = round;
        count += 1;
      }
    }
    // One settle job waits at a time, for the end of the round in play (or of a new site's first): the next run comes when it is due.
    const next = await nextToEnd(db, now);
    if (next) await jobs.enqueue({ kind: EXPONENT_SETTLE, runAt: Number(next.ends_at), payload: { issue: next.issue }, dedupeKey: `${EXPONENT_SETTLE}:${next.issue}` });
    const current = settled ? await roundAt(db, now) : undefined;
    if (current) {
      const index = Number((await lastSettled(db, now))?.index_close ?? EXPONENT_INDEX_START);
      deps.announce({ issue: current.issue, change: 'opened', result: null, index, buyers: await countPurchases(db, current.issue), endsAt: Number(current.ends_at), at: now });
    }
  }

  return {
    /** A site's first rounds, when it has none yet and this instance may start them: quick, unlike a catch-up after an outage. */
    async start(): Promise<void> {
      if (deps.startsRounds && !(await latestRound(db))) await commitAhead(deps.clock());
    },

    /**
     * Commits the rounds ahead and settles every due one in order. On one instance runs take turns:
     * a call during a run waits for the next one, which calls made meanwhile share; another
     * instance doing the same meets each round's settle key and moves on.
     */
    catchUp(): Promise<void> {
      if (waiting) return waiting;
      const run = current
        .catch(() => undefined)
        .then(() => {
          waiting = null;
          return catchUp();
        });
      waiting = run;
      current = run;
      return run;
    },
  };
}
