import type { Kysely } from 'kysely';
import { boxOddsId, oddsHash } from '@lootbay/shared/fairness/odds-hash';
import { ITEM_STATUS } from '@lootbay/shared/schemas/backpack';
import type { Database } from '../../src/db/database';
import { isAllowedChange } from '../../src/modules/backpack/backpack.transitions';
import type { GameInvariantSource, GameRecord } from '../../src/modules/play/play.invariants';

type Row<T extends keyof Database> = { [K in keyof Database[T]]: Database[T][K] };

const ESCROW = 'system:escrow:';
const STAKE_ACCOUNTS = ['system:sales:', ESCROW];

function group<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
}

/** I8: each item's log runs 1..event_seq, starts with its creation, and chains allowed changes. */
function itemChains(items: readonly Row<'backpack_items'>[], events: readonly Row<'backpack_item_events'>[]): string[] {
  const violations: string[] = [];
  const logs = group(events, (event) => event.item_id);
  for (const item of items) {
    const log = (logs.get(item.id) ?? []).sort((a, b) => a.seq - b.seq);
    if (log.length !== item.event_seq) violations.push(`I8 item ${item.id} has ${log.length} events, seq says ${item.event_seq}`);
    let status: number | null = null;
    log.forEach((event, index) => {
      if (event.seq !== index + 1) violations.push(`I8 item ${item.id} event ${index + 1} has seq ${event.seq}`);
      if (event.from_status !== status) violations.push(`I8 item ${item.id} event ${event.seq} starts from ${event.from_status}, item was ${status}`);
      if (!isAllowedChange(event.from_status, event.to_status)) violations.push(`I8 item ${item.id} event ${event.seq} ${event.from_status}→${event.to_status} is not allowed`);
      if (event.user_id !== item.user_id) violations.push(`I8 item ${item.id} event ${event.seq} names another owner`);
      status = event.to_status;
    });
    const last = log.at(-1);
    if (last && (last.to_status !== item.status || last.collected !== item.collected)) violations.push(`I8 item ${item.id} row disagrees with its last event`);
  }
  const ids = new Set(items.map((item) => item.id));
  for (const itemId of logs.keys()) if (!ids.has(itemId)) violations.push(`I8 events of a missing item ${itemId}`);
  return violations;
}

/** I10: per pair, the rounds used are exactly 0..round-1; per game seed, rounds and indexes are gap-free. */
function roundLedger(rolls: readonly Row<'fairness_rolls'>[], keys: readonly Row<'fairness_keys'>[], seeds: readonly Row<'fairness_game_seeds'>[]): string[] {
  const violations: string[] = [];
  const byKey = group(rolls, (roll) => roll.key_id);
  for (const key of keys) {
    const used = (byKey.get(key.id) ?? []).map((roll) => Number(roll.round)).sort((a, b) => a - b);
    const expected = Array.from({ length: Number(key.round) }, (_, index) => index);
    if (JSON.stringify(used) !== JSON.stringify(expected)) violations.push(`I10 pair ${key.id} used rounds ${used.join(',')} but counts ${key.round}`);
    if ((byKey.get(key.id) ?? []).some((roll) => roll.key_kind !== 'pair' || roll.slot !== 0)) violations.push(`I10 pair ${key.id} has a roll that is not a pair roll`);
  }
  for (const seed of seeds) {
    const own = byKey.get(seed.id) ?? [];
    const rounds = group(own, (roll) => String(roll.round));
    const numbers = [...rounds.keys()].map(Number).sort((a, b) => a - b);
    if (numbers.some((round, index) => round !== index)) violations.push(`I10 game seed ${seed.id} skips a round: ${numbers.join(',')}`);
    for (const [round, inRound] of rounds) {
      const slots = inRound.map((roll) => roll.slot).sort((a, b) => a - b);
      if (slots.some((slot, index) => slot !== index)) violations.push(`I10 game seed ${seed.id} round ${round} has indexes ${slots.join(',')}`);
    }
    if (own.some((roll) => roll.key_kind !== 'game' || seed.fixed_at === null || Number(roll.created_at) < Number(seed.fixed_at))) violations.push(`I10 game seed ${seed.id} rolled before its client seed was fixed`);
  }
  const known = new Set([...keys.map((key) => key.id), ...seeds.map((seed) => seed.id)]);
  for (const roll of rolls) if (!known.has(roll.key_id)) violations.push(`I10 roll ${roll.id} names no pair or game seed`);
  return violations;
}

/** Odds are tamper-evident: each box version matches its hash, and each roll names the hash it was played at. */
async function oddsIntegrity(rolls: readonly Row<'fairness_rolls'>[], versions: readonly Row<'box_odds_versions'>[], odds: readonly Row<'box_odds'>[]): Promise<string[]> {
  const violations: string[] = [];
  const items = group(odds, (row) => boxOddsId(row.box_id, Number(row.version)));
  const hashes = new Map<string, string>();
  for (const version of versions) {
    const id = boxOddsId(version.box_id, Number(version.version));
    hashes.set(id, version.hash);
    const entries = (items.get(id) ?? []).sort((a, b) => a.position - b.position).map((row) => ({ from: row.roll_from, to: row.roll_to, itemId: row.ornament_id, price: Number(row.price) }));
    if ((await oddsHash({ id, price: Number(version.price), entries })) !== version.hash) violations.push(`odds ${id} no longer match their hash`);
  }
  for (const roll of rolls) {
    if (roll.odds_id?.startsWith('box:') && hashes.get(roll.odds_id) !== roll.odds_hash) violations.push(`roll ${roll.id} names odds ${roll.odds_id} at another hash`);
  }
  return violations;
}

interface Snapshot {
  readonly items: Row<'backpack_items'>[];
  readonly events: Row<'backpack_item_events'>[];
  readonly plays: Row<'plays'>[];
  readonly rolls: Row<'fairness_rolls'>[];
  readonly transfers: Row<'ledger_transfers'>[];
}

/** I9 and I11 for one game: its plays, rolls, items and money agree with its records. */
function gameChecks(source: GameInvariantSource, records: readonly GameRecord[], snapshot: Snapshot): string[] {
  const violations: string[] = [];
  const prefix = `${source.game}:`;
  const refs = new Set(records.map((record) => record.gameRef));
  const plays = group(
    snapshot.plays.filter((play) => play.game === source.game),
    (play) => play.game_ref,
  );
  const rolls = group(
    snapshot.rolls.filter((roll) => roll.reference.startsWith(prefix)),
    (roll) => roll.reference,
  );
  const items = group(
    snapshot.items.filter((item) => item.source_ref.startsWith(prefix)),
    (item) => item.source_ref,
  );
  const transfers = group(
    snapshot.transfers.filter((transfer) => transfer.reference.startsWith(prefix)),
    (transfer) => transfer.reference,
  );
  const consumptions = group(
    snapshot.events.filter((event) => event.action === 'consume' && event.reference.startsWith(prefix)),
    (event) => event.reference,
  );
  for (const record of records) {
    const reference = `${prefix}${record.gameRef}`;
    const own = plays.get(record.gameRef) ?? [];
    if (own.length === 0) violations.push(`I9 ${reference} has records but no play`);
    if (record.settled && own.filter((play) => play.settles === 1).length !== 1) violations.push(`I11 ${reference} is over but not settled exactly once`);

    const recordedRolls = rolls.get(reference) ?? [];
    if (!sameSet(recordedRolls.map((roll) => roll.id), record.rolls.map((roll) => roll.id))) violations.push(`I9 ${reference} rolled ${recordedRolls.length} times, its records name ${record.rolls.length}`);
    const rollsById = new Map(recordedRolls.map((roll) => [roll.id, roll]));
    for (const roll of record.rolls) {
      const found = rollsById.get(roll.id);
      if (found && (found.outcome !== roll.outcome || found.odds_hash !== roll.oddsHash)) violations.push(`I9 ${reference} roll ${roll.id} recorded another outcome or odds`);
    }

    const granted = items.get(reference) ?? [];
    if (!sameSet(granted.map((item) => item.id), record.items.map((item) => item.id))) violations.push(`I8 ${reference} granted ${granted.length} items, its records name ${record.items.length}`);
    const itemsById = new Map(granted.map((item) => [item.id, item]));
    for (const item of record.items) {
      const found = itemsById.get(item.id);
      if (found && (found.user_id !== item.ownerId || found.ornament_id !== item.ornamentId || Number(found.price) !== item.price)) violations.push(`I8 ${reference} item ${item.id} is not the item its records name`);
    }

    const consumed = consumptions.get(reference) ?? [];
    if (!sameSet(consumed.map((event) => event.item_id), record.consumed ?? [])) violations.push(`I8 ${reference} used up ${consumed.length} items, its records name ${record.consumed?.length ?? 0}`);

    const money = transfers.get(reference) ?? [];
    const staked = new Map<string, number>();
    let escrow = 0;
    for (const transfer of money) {
      const amount = Number(transfer.amount);
      if (transfer.debit_account_id.startsWith('user:') && STAKE_ACCOUNTS.some((account) => transfer.credit_account_id.startsWith(account))) {
        staked.set(transfer.currency, (staked.get(transfer.currency) ?? 0) + amount);
      }
      if (transfer.credit_account_id.startsWith(ESCROW)) escrow += amount;
      if (transfer.debit_account_id.startsWith(ESCROW)) escrow -= amount;
    }
    const wanted = Object.entries(record.staked).filter(([, amount]) => amount > 0);
    if (wanted.length !== [...staked.values()].filter((amount) => amount > 0).length || wanted.some(([currency, amount]) => staked.get(currency) !== amount)) {
      violations.push(`I9 ${reference} staked ${JSON.stringify(Object.fromEntries(staked))}, its records say ${JSON.stringify(record.staked)}`);
    }
    if (record.settled && escrow !== 0) violations.push(`I11 ${reference} is settled but escrow still holds ${escrow}`);
  }
  for (const ref of plays.keys()) if (!refs.has(ref)) violations.push(`I9 play of ${prefix}${ref} left no records`);
  for (const reference of rolls.keys()) if (!refs.has(reference.slice(prefix.length))) violations.push(`I9 rolls of ${reference} belong to no game`);
  for (const reference of items.keys()) if (!refs.has(reference.slice(prefix.length))) violations.push(`I8 items of ${reference} were won by no game`);
  for (const reference of transfers.keys()) if (!refs.has(reference.slice(prefix.length))) violations.push(`I9 money of ${reference} moved for no game`);
  for (const reference of consumptions.keys()) if (!refs.has(reference.slice(prefix.length))) violations.push(`I8 items of ${reference} were used up by no game`);

  // I11: a staked item belongs to a game still in progress.
  const open = new Set(records.filter((record) => !record.settled).map((record) => `${prefix}${record.gameRef}`));
  const lastEvent = new Map<string, Row<'backpack_item_events'>>();
  for (const event of snapshot.events) if ((lastEvent.get(event.item_id)?.seq ?? 0) < event.seq) lastEvent.set(event.item_id, event);
  for (const item of snapshot.items) {
    const last = lastEvent.get(item.id);
    if (item.status === ITEM_STATUS.inBattle && last?.reference.startsWith(prefix) && !open.has(last.reference)) violations.push(`I11 item ${item.id} is still staked in ${last.reference}, which is over`);
  }
  return violations;
}

/**
 * The item and game invariants of INVARIANTS.md read straight from the tables, in one snapshot:
 * I8 (one row per item, an unbroken event chain of allowed transitions, every item won by a game),
 * I9 (a game's debit exists if and only if its items and rolls do), I10 (rounds unique and
 * gap-free per seed) and I11 (games settle once; escrow holds only the stakes of games in
 * progress). Each registered game declares its records; the checker trusts nothing else it says.
 */
export async function gameViolations(db: Kysely<Database>, sources: readonly GameInvariantSource[] = []): Promise<string[]> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const snapshot: Snapshot = {
        items: await trx.selectFrom('backpack_items').selectAll().execute(),
        events: await trx.selectFrom('backpack_item_events').selectAll().execute(),
        plays: await trx.selectFrom('plays').selectAll().execute(),
        rolls: await trx.selectFrom('fairness_rolls').selectAll().execute(),
        transfers: await trx.selectFrom('ledger_transfers').selectAll().execute(),
      };
      const keys = await trx.selectFrom('fairness_keys').selectAll().execute();
      const seeds = await trx.selectFrom('fairness_game_seeds').selectAll().execute();
      const violations = [
        ...itemChains(snapshot.items, snapshot.events),
        ...roundLedger(snapshot.rolls, keys, seeds),
        ...(await oddsIntegrity(snapshot.rolls, await trx.selectFrom('box_odds_versions').selectAll().execute(), await trx.selectFrom('box_odds').selectAll().execute())),
      ];
      for (const source of sources) violations.push(...gameChecks(source, await source.records(trx), snapshot));
      const games = new Set(sources.map((source) => source.game));
      for (const play of snapshot.plays) if (!games.has(play.game) && sources.length > 0) violations.push(`I9 play ${play.id} is of a game nobody declared: ${play.game}`);
      const escrow = new Map<string, number>();
      for (const transfer of snapshot.transfers) {
        const amount = Number(transfer.amount);
        if (transfer.credit_account_id.startsWith(ESCROW)) escrow.set(transfer.reference, (escrow.get(transfer.reference) ?? 0) + amount);
        if (transfer.debit_account_id.startsWith(ESCROW)) escrow.set(transfer.reference, (escrow.get(transfer.reference) ?? 0) - amount);
      }
      for (const [reference, held] of escrow) if (held !== 0 && !sources.some((source) => reference.startsWith(`${source.game}:`))) violations.push(`I11 escrow holds ${held} for ${reference}, which no game declares`);
      return violations;
    });
}
