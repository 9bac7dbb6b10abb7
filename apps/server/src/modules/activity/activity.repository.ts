import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { insertRows } from '../../db/insert-rows';
import type { Trx } from '../../db/unit-of-work';
import type { BingoRewardRow, BingoRewardsTable, PrayChoiceRow, PrayDrawRow, PrayDrawsTable, RechargeAwardsTable } from './activity.table';

type Executor = Kysely<Database>;

export async function claimedTiers(db: Executor, userId: string, day: string): Promise<Set<number>> {
  const rows = await db.selectFrom('recharge_awards').select('tier').where('user_id', '=', userId).where('day', '=', day).execute();
  return new Set(rows.map((row) => row.tier));
}

/** Records a recharge award; false when the member had it that day (racing claims meet on the key). */
export async function insertRechargeAward(trx: Trx, row: RechargeAwardsTable): Promise<boolean> {
  const inserted = await trx
    .insertInto('recharge_awards')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'day', 'tier']).doNothing())
    .returning('tier')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function findChoice(db: Executor, userId: string, day: string): Promise<PrayChoiceRow | undefined> {
  return db.selectFrom('pray_choices').selectAll().where('user_id', '=', userId).where('day', '=', day).executeTakeFirst();
}

/** Records or changes a member's wish for a day; false once the day's draw fixed it. */
export async function chooseWish(db: Executor, userId: string, day: string, ornamentId: string, now: number): Promise<boolean> {
  const chosen = await db
    .insertInto('pray_choices')
    .values({ user_id: userId, day, ornament_id: ornamentId, chosen_at: now, drawn_at: null })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'day'])
        .doUpdateSet({ ornament_id: (eb) => eb.ref('excluded.ornament_id'), chosen_at: (eb) => eb.ref('excluded.chosen_at') })
        .where('pray_choices.drawn_at', 'is', null),
    )
    .returning('ornament_id')
    .executeTakeFirst();
  return chosen !== undefined;
}

/**
 * Takes the day's draw of a member's wish: answers the wished item, or undefined when there is no
 * wish or it was drawn already. One conditional update, so racing draws draw once.
 */
export async function takeWish(trx: Trx, userId: string, day: string, now: number): Promise<string | undefined> {
  const taken = await trx
    .updateTable('pray_choices')
    .set({ drawn_at: now })
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where('drawn_at', 'is', null)
    .returning('ornament_id')
    .executeTakeFirst();
  return taken?.ornament_id;
}

export async function insertPrayDraw(trx: Trx, row: PrayDrawsTable): Promise<void> {
  await insertRows('pray_draws', [row]).execute(trx);
}

export function findPrayDraw(db: Executor, id: string): Promise<PrayDrawRow | undefined> {
  return db.selectFrom('pray_draws').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findDayDraw(db: Executor, userId: string, day: string): Promise<PrayDrawRow | undefined> {
  return db.selectFrom('pray_draws').selectAll().where('user_id', '=', userId).where('day', '=', day).executeTakeFirst();
}

/** Records a board step's reward; false when the member had it this period (racing claims meet on the key). */
export async function insertBingoReward(trx: Trx, row: BingoRewardsTable): Promise<boolean> {
  const inserted = await trx
    .insertInto('bingo_rewards')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'activity_id', 'period', 'step']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function findBingoReward(db: Executor, id: string): Promise<BingoRewardRow | undefined> {
  return db.selectFrom('bingo_rewards').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function claimedSteps(db: Executor, userId: string, activityId: string, period: string): Promise<Set<number>> {
  const rows = await db.selectFrom('bingo_rewards').select('step').where('user_id', '=', userId).where('activity_id', '=', activityId).where('period', '=', period).execute();
  return new Set(rows.map((row) => row.step));
}
