import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/database';
import { isAllowedChange } from '../../src/modules/backpack/backpack.transitions';

/**
 * The item invariants of INVARIANTS.md read straight from the tables: I8 (one row per item, an
 * unbroken event chain of allowed transitions, items = wins of committed opens), I9 (a box debit
 * exists if and only if its items and rolls do) and I10 (rounds unique and gap-free per seed).
 */
export async function itemViolations(db: Kysely<Database>): Promise<string[]> {
  const violations: string[] = [];
  const [items, events, opens, transfers, keys] = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(
      async (trx) =>
        [
          await trx.selectFrom('backpack_items').selectAll().execute(),
          await trx.selectFrom('backpack_item_events').selectAll().orderBy('item_id').orderBy('seq').execute(),
          await trx.selectFrom('box_opens').selectAll().execute(),
          await trx.selectFrom('ledger_transfers').selectAll().where('reason', '=', 'box_purchase').execute(),
          await trx.selectFrom('fairness_keys').selectAll().execute(),
        ] as const,
    );

  // I8: each item's log runs 1..event_seq, starts with its creation, and chains allowed changes.
  const logs = new Map<string, typeof events>();
  for (const event of events) logs.set(event.item_id, [...(logs.get(event.item_id) ?? []), event]);
  for (const item of items) {
    const log = logs.get(item.id) ?? [];
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
  for (const itemId of logs.keys()) if (!items.some((item) => item.id === itemId)) violations.push(`I8 events of a missing item ${itemId}`);

  // I8 and I9: every open has its item, every box item its open, every debit its opens and back.
  const itemsById = new Map(items.map((item) => [item.id, item]));
  const boxItems = items.filter((item) => item.source_ref.startsWith('box_open:'));
  const openIds = new Set(opens.map((open) => open.id));
  for (const open of opens) {
    const item = itemsById.get(open.backpack_item_id);
    if (!item || item.source_ref !== `box_open:${open.id}` || item.user_id !== open.user_id || item.ornament_id !== open.ornament_id) violations.push(`I9 open ${open.id} has no matching item`);
  }
  for (const item of boxItems) if (!openIds.has(item.source_ref.slice('box_open:'.length))) violations.push(`I8 item ${item.id} was won by no recorded open`);
  const batches = new Map<string, number>();
  for (const open of opens) batches.set(open.batch_id, (batches.get(open.batch_id) ?? 0) + Number(open.price));
  const debits = new Map(transfers.map((transfer) => [transfer.reference, Number(transfer.amount)]));
  for (const [batchId, price] of batches) {
    const paid = debits.get(`box_open:${batchId}`);
    if (price > 0 && paid !== price) violations.push(`I9 open batch ${batchId} cost ${price} but the debit is ${paid}`);
  }
  for (const reference of debits.keys()) if (!batches.has(reference.slice('box_open:'.length))) violations.push(`I9 debit ${reference} has no opens`);

  // I10: per key, the rounds used are exactly 0..round-1.
  const rounds = new Map<string, number[]>();
  for (const open of opens) rounds.set(open.fairness_key_id, [...(rounds.get(open.fairness_key_id) ?? []), Number(open.round)]);
  for (const key of keys) {
    const used = (rounds.get(key.id) ?? []).sort((a, b) => a - b);
    const expected = Array.from({ length: Number(key.round) }, (_, index) => index);
    if (JSON.stringify(used) !== JSON.stringify(expected)) violations.push(`I10 key ${key.id} used rounds ${used.join(',')} but counts ${key.round}`);
  }
  return violations;
}
