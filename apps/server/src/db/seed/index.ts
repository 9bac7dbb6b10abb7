import type { Db } from '../dialect';
import { seedSite } from '../../modules/site/site.seed';
import { seedCatalog } from '../../modules/catalog/catalog.seed';
import { seedRecharge } from '../../modules/recharge/recharge.seed';

/** Loads the demo content each module owns; every seeder leaves a table it finds filled alone. */
export async function seedDemo(db: Db, now = Date.now()): Promise<void> {
  await seedSite(db.kysely, now);
  await seedCatalog(db.kysely, now);
  await seedRecharge(db.kysely, now);
}
