import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../../../test/helpers/databases';
import { migrateToLatest } from '../migrator';

const NOW = 1_700_000_000_000;

describe.each(TEST_DIALECTS)('the promotions-per-person and provider-event migrations on %s', (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });

  it('moves per-account claims to their owner, the earliest first, and folds replayed callback rows into one per event', async () => {
    database = await createTestDatabase(dialect, { migrateUpTo: '2026_11_23_0004_box_opens' });
    const db = database.db.kysely;
    // An owner and a sub-account that both used a code and both had a first bonus: what the flaw allowed.
    for (const [id, owner, at] of [['owner', 'owner', 1], ['sub', 'owner', 2], ['alone', 'alone', 3]] as const) {
      await sql`insert into users (id, owner_id, account, nickname, invite_code, created_at, updated_at)
                values (${id}, ${owner}, ${`lb${at}`}, ${id}, ${`INV${at}`}, ${NOW}, ${NOW})`.execute(db);
    }
    await sql`insert into redemption_codes (code, currency, amount, max_uses, used_count, expires_at, created_at) values ('WELCOME2026', 'coin', 500, 10, 3, null, ${NOW})`.execute(db);
    await sql`insert into redemption_uses (code, user_id, created_at) values ('WELCOME2026', 'sub', ${NOW + 1}), ('WELCOME2026', 'owner', ${NOW + 2}), ('WELCOME2026', 'alone', ${NOW + 3})`.execute(db);
    await sql`insert into recharge_first_bonuses (user_id, order_no, created_at) values ('owner', 'R1', ${NOW + 5}), ('sub', 'R2', ${NOW + 4})`.execute(db);
    const callback = (id: string, event: string | null, outcome: string, at: number) =>
      sql`insert into pay_callbacks (id, provider, order_no, event_id, outcome, detail, received_at) values (${id}, 'sandbox', 'R1', ${event}, ${outcome}, '{}', ${NOW + at})`.execute(db);
    await callback('c1', 'evt-1', 'duplicate', 1);
    await callback('c2', 'evt-1', 'credited', 2);
    await callback('c3', 'evt-1', 'duplicate', 3);
    await callback('c4', 'evt-2', 'refused_mismatch', 4);
    await callback('c5', 'evt-2', 'refused_mismatch', 5);
    await callback('c6', null, 'refused_signature', 6);
    await callback('c7', null, 'refused_signature', 7);

    await migrateToLatest(database.db);

    const claims = await db.selectFrom('promotion_claims').select(['promotion', 'person', 'user_id', 'reference']).orderBy('promotion').orderBy('person').execute();
    expect(claims).toEqual([
      { promotion: 'code:WELCOME2026', person: 'alone', user_id: 'alone', reference: 'code:WELCOME2026' },
      { promotion: 'code:WELCOME2026', person: 'owner', user_id: 'sub', reference: 'code:WELCOME2026' },
      { promotion: 'first_recharge', person: 'owner', user_id: 'sub', reference: 'order:R2' },
    ]);
    const rows = await db.selectFrom('pay_callbacks').select('id').orderBy('id').execute();
    expect(rows.map((row) => row.id)).toEqual(['c2', 'c4', 'c6', 'c7']);
    await expect(callback('c8', 'evt-1', 'duplicate', 8)).rejects.toThrow();
  });
});
