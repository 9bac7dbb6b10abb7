import type { LootbayMigration } from '../migration';
import { migration as jobs } from './2026_11_22_0001_jobs';
import { migration as site } from './2026_11_22_0002_site';

/** Every migration, keyed by its file name; they run in name order on both dialects. */
export const MIGRATIONS: Record<string, LootbayMigration> = {
  '2026_11_22_0001_jobs': jobs,
  '2026_11_22_0002_site': site,
};
