import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/dialect';
import { migrateToLatest } from '../src/db/migrator';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from './helpers/databases';

/**
 * Production on PostgreSQL serves as a role that does not own the tables (docs/operations.md,
 * "Database roles"): it reads and writes, but cannot switch off or drop the guards that keep
 * results as they were settled, and the guards refuse it.
 */
describe.runIf(TEST_DATABASE_URL)('the application role on PostgreSQL', () => {
  const role = `lootbay_app_${randomBytes(4).toString('hex')}`;
  let owner: TestDatabase;
  let app: Db;
  let schema: string;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    owner = await createTestDatabase('postgres');
    schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(owner.db.kysely)).rows[0]!.schema;
    // As docs/operations.md sets it up: DML on the tables, nothing more.
    await admin(`create role ${role} login`);
    await sql.raw(`grant usage on schema ${schema} to ${role}`).execute(owner.db.kysely);
    await sql.raw(`grant select, insert, update, delete on all tables in schema ${schema} to ${role}`).execute(owner.db.kysely);
    if (owner.config.kind !== 'postgres') throw new Error('a PostgreSQL database was asked for');
    const url = new URL(owner.config.url);
    url.username = role;
    app = openDatabase({ kind: 'postgres', url: url.toString() });
  });
  afterAll(async () => {
    await app.close();
    await owner.dispose();
    await admin(`drop owned by ${role}`);
    await admin(`drop role ${role}`);
  });

  it('starts on a migrated database, plays, and can neither switch off nor drop a guard', async () => {
    expect(await migrateToLatest(app)).toEqual([]);
    await expect(sql`alter table arena_seats disable trigger all`.execute(app.kysely)).rejects.toThrow(/owner/);
    await expect(sql`alter table fairness_chain disable trigger user`.execute(app.kysely)).rejects.toThrow(/owner/);
    await expect(sql`drop trigger arena_battles_guard_update on arena_battles`.execute(app.kysely)).rejects.toThrow(/owner/);
    await expect(sql`set session_replication_role = replica`.execute(app.kysely)).rejects.toThrow(/permission/);
  });

  it('is refused a change to a finished battle, and the deletion of a chained record', async () => {
    const battle = { id: 'b1', creator_id: 'u1', mode: '2p', seat_count: 2, seats_taken: 2, status: 'finished', boxes: '[]', price: 100, currency: 'coin', game_seed_id: 's1', public_hash: 'h', client_seed: 'c', rounds_played: 1, next_at: null, winner_team: 0, tie_roll_id: null, tie_roll_point: null, tie_teams: null, cloned_from: null, created_at: 1, started_at: 1, finished_at: 2 };
    await app.kysely.insertInto('arena_battles').values(battle).execute();
    await app.kysely.insertInto('arena_seats').values({ battle_id: 'b1', seat: 0, team: 0, user_id: 'u1', robot_id: null, user_seed: 'seed', result: 'victory', won: 100, joined_at: 1 }).execute();
    await expect(app.kysely.updateTable('arena_battles').set({ winner_team: 1 }).where('id', '=', 'b1').execute()).rejects.toThrow(/refused/);
    await expect(app.kysely.updateTable('arena_seats').set({ user_id: 'u2' }).where('battle_id', '=', 'b1').execute()).rejects.toThrow(/refused/);
    await expect(app.kysely.deleteFrom('arena_seats').where('battle_id', '=', 'b1').execute()).rejects.toThrow(/keeps its rows/);
    await app.kysely.insertInto('fairness_chain').values({ seq: 0, prev_hash: '0'.repeat(64), hash: 'h', kind: 'battle', ref: 'b1', body: '{}', linked_at: 1 }).execute();
    await expect(app.kysely.deleteFrom('fairness_chain').execute()).rejects.toThrow(/append-only/);
  });
});
