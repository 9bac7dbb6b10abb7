import { sql } from 'kysely';
import type { LootbayMigration } from '../migration';

/**
 * One provider event, one record: the database refuses a second callback row for an event (replays
 * add nothing) and a second order paid by one event (at most one credit per provider event, I7).
 * Replays recorded before are folded into the event's most telling row: its credit, else its first.
 */
export const migration: LootbayMigration = {
  async up(db) {
    await sql`
      delete from pay_callbacks
      where event_id is not null and id <> (
        select p.id from pay_callbacks p
        where p.provider = pay_callbacks.provider and p.event_id = pay_callbacks.event_id
        order by case when p.outcome = 'credited' then 0 else 1 end, p.received_at, p.id
        limit 1)`.execute(db);
    await db.schema.createIndex('pay_callbacks_event').on('pay_callbacks').columns(['provider', 'event_id']).unique().execute();
    await db.schema.createIndex('recharge_orders_provider_event').on('recharge_orders').columns(['provider', 'provider_event_id']).unique().execute();
  },
};
