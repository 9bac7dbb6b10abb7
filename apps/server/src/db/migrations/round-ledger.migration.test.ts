import { createHash, createHmac } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { boxOddsId, oddsHash } from '@lootbay/shared/fairness/odds-hash';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../../../test/helpers/databases';
import { gameViolations } from '../../../test/helpers/games';
import { boxesInvariants } from '../../modules/boxes/boxes.invariants';
import { createFairnessService } from '../../modules/fairness/fairness.service';
import { migrateToLatest } from '../migrator';

const SECRET = 'b'.repeat(64);
const SALT = 'c'.repeat(32);
const SEED = 'earlier-seed';

function rollOf(round: number): number {
  const hex = createHmac('sha256', SECRET).update(`${SEED}:${round}`).digest('hex');
  return Number((BigInt(`0x${hex.slice(0, 15)}`) % 100000n) + 1n);
}

/** Two boxes opened in one call before the round ledger existed, as the earlier tables held them. */
async function earlierOpens(db: Kysely<unknown>): Promise<void> {
  const now = 1_700_000_000_000;
  await sql`insert into ornaments (id, cs2_id, weapon_type, weapon_cn, weapon_br, weapon_en, skin_cn, skin_br, skin_en, rarity, grade, wear, wear_value, price, image, created_at)
            values ('ak-x', 1, 'rifle', 'AK', 'AK', 'AK', 'X', 'X', 'X', 'milspec', 2, 'FT', 0.2, 90, '', ${now})`.execute(db);
  await sql`insert into box_categories (id, name_cn, name_br, name_en, sort) values ('c', 'c', 'c', 'c', 0)`.execute(db);
  await sql`insert into boxes (id, name_cn, name_br, name_en, image, category_id, price, currency, kind, level, odds_version, expected_return, sort, visible, created_at, updated_at)
            values ('old', 'o', 'o', 'o', '', 'c', 100, 'coin', 0, 0, 1, 90, 0, 1, ${now}, ${now})`.execute(db);
  await sql`insert into box_odds_versions (box_id, version, price, expected_return, created_at) values ('old', 1, 100, 90, ${now})`.execute(db);
  await sql`insert into box_odds (box_id, version, position, ornament_id, roll_from, roll_to, price) values ('old', 1, 0, 'ak-x', 1, 100000, 90)`.execute(db);
  const publicHash = createHash('sha256').update(SECRET + SALT).digest('hex');
  await sql`insert into fairness_keys (id, user_id, secret, salt, public_hash, user_seed, round, active_for, created_at, retired_at)
            values ('key-1', 'u1', ${SECRET}, ${SALT}, ${publicHash}, ${SEED}, 2, 'u1', ${now}, null)`.execute(db);
  for (const [round, open] of ['open-a', 'open-b'].entries()) {
    await sql`insert into backpack_items (id, user_id, ornament_id, price, status, source_type, origin, source_ref, collected, event_seq, created_at, updated_at)
              values (${`item-${open}`}, 'u1', 'ak-x', 90, 0, 0, 1, ${`box_open:${open}`}, 0, 1, ${now}, ${now})`.execute(db);
    await sql`insert into backpack_item_events (item_id, seq, user_id, action, from_status, to_status, collected, reference, created_at)
              values (${`item-${open}`}, 1, 'u1', 'won', null, 0, 0, ${`box_open:${open}`}, ${now})`.execute(db);
    await sql`insert into box_opens (id, batch_id, user_id, box_id, odds_version, price, currency, fairness_key_id, public_hash, user_seed, round, roll_point, ornament_id, item_price, backpack_item_id, created_at)
              values (${open}, 'batch-1', 'u1', 'old', 1, 100, 'coin', 'key-1', ${publicHash}, ${SEED}, ${round}, ${rollOf(round)}, 'ak-x', 90, ${`item-${open}`}, ${now})`.execute(db);
  }
  await sql`insert into ledger_accounts (id, owner_kind, owner_id, currency, balance, created_at)
            values ('user:u1:coin', 'user', 'u1', 'coin', 0, ${now}), ('system:sales:coin', 'system', 'sales', 'coin', 200, ${now}),
                   ('system:promotions:coin', 'system', 'promotions', 'coin', -200, ${now})`.execute(db);
  await sql`insert into ledger_transfers (id, debit_account_id, credit_account_id, currency, amount, reason, reference, created_at)
            values ('grant', 'system:promotions:coin', 'user:u1:coin', 'coin', 200, 'test_grant', 'test', ${now}),
                   ('box_open:batch-1', 'user:u1:coin', 'system:sales:coin', 'coin', 200, 'box_purchase', 'box_open:batch-1', ${now})`.execute(db);
}

describe.each(TEST_DIALECTS)('the round ledger migration on %s', (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(() => database?.dispose());

  it('carries earlier opens into plays and the round ledger, each provable by its open id', async () => {
    database = await createTestDatabase(dialect, { migrateUpTo: '2026_11_22_0043_backpack' });
    await earlierOpens(database.db.kysely as unknown as Kysely<unknown>);
    await migrateToLatest(database.db);

    const db = database.db.kysely;
    expect(await gameViolations(db, [boxesInvariants])).toEqual([]);
    const opens = await db.selectFrom('box_opens').selectAll().orderBy('position').execute();
    expect(opens.map((open) => [open.id, open.batch_id, open.position])).toEqual([
      ['open-a', 'batch-1', 0],
      ['open-b', 'batch-1', 1],
    ]);
    const hash = await oddsHash({ id: boxOddsId('old', 1), price: 100, entries: [{ from: 1, to: 100_000, itemId: 'ak-x', price: 90 }] });
    expect(opens.every((open) => open.odds_hash === hash)).toBe(true);
    expect((await db.selectFrom('backpack_items').select('source_ref').execute()).map((item) => item.source_ref)).toEqual(['box_open:batch-1', 'box_open:batch-1']);

    const fairness = createFairnessService({ db: database.db, secretKey: 'a-test-fairness-key-0123456789abcdef' });
    const proof = await fairness.proof('open-b');
    expect(proof).toMatchObject({ kind: 'pair', round: 1, seed: SEED, rollPoint: rollOf(1), oddsId: boxOddsId('old', 1), oddsHash: hash, outcome: 'ak-x', secretHash: null });
    // The earlier pair keeps counting after the migration, and reveals what it rolled.
    expect((await fairness.userKey('u1')).round).toBe(2);
    const reset = await fairness.resetUserKey('u1');
    expect(reset).toMatchObject({ secretHash: SECRET, secretSalt: SALT, previousRound: 2 });
  });
});
