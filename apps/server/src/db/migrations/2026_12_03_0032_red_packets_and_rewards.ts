import { sql, type Kysely } from 'kysely';
import { appendOnly, type LootbayMigration } from '../migration';

/**
 * Red packets and reward tasks. A packet's shares are split when it is made (each ≥ 0.01, summing
 * to the total); a claim takes the next share by counting up the packet's `claimed` under a
 * check, and its row is unique per packet and member, so racing claims neither exceed the count
 * nor pay a member twice. Reward claims and sign-in days are once per member and period by key.
 */
export const migration: LootbayMigration = {
  async up(db: Kysely<unknown>, t, dialect) {
    await db.schema
      .createTable('red_packets')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('packets', 'integer', (c) => c.notNull())
      .addColumn('amount', t.bigint, (c) => c.notNull())
      .addColumn('condition', 'text', (c) => c.notNull())
      .addColumn('min_recharge', t.bigint, (c) => c.notNull())
      .addColumn('claimed', 'integer', (c) => c.notNull())
      .addColumn('paid', t.bigint, (c) => c.notNull())
      .addColumn('expires_at', t.bigint, (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addCheckConstraint('red_packets_count', sql`packets > 0 and amount >= packets`)
      .addCheckConstraint('red_packets_claimed', sql`claimed >= 0 and claimed <= packets and paid >= 0 and paid <= amount`)
      .execute();

    await db.schema
      .createTable('red_packet_shares')
      .addColumn('packet_id', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('amount', t.bigint, (c) => c.notNull())
      .addPrimaryKeyConstraint('red_packet_shares_pk', ['packet_id', 'seq'])
      .addCheckConstraint('red_packet_shares_amount', sql`amount > 0`)
      .execute();
    await appendOnly(db, dialect, 'red_packet_shares');

    await db.schema
      .createTable('red_packet_claims')
      .addColumn('packet_id', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('amount', t.bigint, (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addPrimaryKeyConstraint('red_packet_claims_pk', ['packet_id', 'seq'])
      .execute();
    // Once per member: racing claims of one member meet on this key.
    await db.schema.createIndex('red_packet_claims_member').on('red_packet_claims').columns(['packet_id', 'user_id']).unique().execute();
    await db.schema.createIndex('red_packet_claims_user').on('red_packet_claims').columns(['user_id', 'created_at']).execute();
    await appendOnly(db, dialect, 'red_packet_claims');

    await db.schema
      .createTable('reward_sign_ins')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addPrimaryKeyConstraint('reward_sign_ins_pk', ['user_id', 'day'])
      .execute();
    await appendOnly(db, dialect, 'reward_sign_ins');

    await db.schema
      .createTable('reward_claims')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('task', 'text', (c) => c.notNull())
      .addColumn('period', 'text', (c) => c.notNull())
      .addColumn('reward', t.bigint, (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addPrimaryKeyConstraint('reward_claims_pk', ['user_id', 'task', 'period'])
      .execute();
    await appendOnly(db, dialect, 'reward_claims');
  },
};
