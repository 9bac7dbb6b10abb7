import type { Db } from '../../db/dialect';

/** Packages of the recharge centre: price and coins in hundredths, bonus in percent (≤ 30). */
const PACKAGES = [
  { id: 'p10', amount: 1_000, coins: 1_000, bonus_percent: 0 },
  { id: 'p30', amount: 3_000, coins: 3_000, bonus_percent: 5 },
  { id: 'p68', amount: 6_800, coins: 6_800, bonus_percent: 10 },
  { id: 'p128', amount: 12_800, coins: 12_800, bonus_percent: 15 },
  { id: 'p328', amount: 32_800, coins: 32_800, bonus_percent: 20 },
  { id: 'p648', amount: 64_800, coins: 64_800, bonus_percent: 30 },
];

/** The in-app product of each package in the phone apps' stores. */
const STORE_PRODUCTS = PACKAGES.flatMap((pack) => [
  { store: 'app_store', product_id: `com.lootbay.app.coins.${pack.id}`, package_id: pack.id },
  { store: 'google_play', product_id: `coins_${pack.id}`, package_id: pack.id },
]);

/** Loads the recharge offer into an empty database; rows an operator already has stay as they are. */
export async function seedRecharge(database: Db, now: number): Promise<void> {
  const db = database.kysely;
  await db
    .insertInto('recharge_settings')
    .values({ id: 1, custom_min: 100, custom_max: 5_000_000, first_bonus_percent: 10, updated_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('recharge_packages')
    .values(PACKAGES.map((pack, index) => ({ ...pack, sort: index, enabled: 1 })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('recharge_store_products')
    .values(STORE_PRODUCTS)
    .onConflict((oc) => oc.columns(['store', 'product_id']).doNothing())
    .execute();
  await db
    .insertInto('redemption_codes')
    .values({ code: 'WELCOME2026', currency: 'coin', amount: 500, max_uses: 100_000, used_count: 0, expires_at: null, created_at: now })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
