import type { Db } from '../dialect';
import { seedSite } from '../../modules/site/site.seed';

/** Loads the demo content each module owns; every seeder leaves a table it finds filled alone. */
export async function seedDemo(db: Db, now = Date.now()): Promise<void> {
  await seedSite(db.kysely, now);
}
