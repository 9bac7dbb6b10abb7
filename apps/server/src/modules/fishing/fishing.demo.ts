import type { Db } from '../../db/dialect';
import { insertMissingTools } from './fishing.repository';
import type { FishingToolRow } from './fishing.table';

/**
 * The demo shop. A bait costs what one cast at its level is published at (the pools' price: 1, 5
 * and 20 coins), so a pool's expected return per cast stays below its bait's cost. Rods are
 * bought once and open the deeper levels; the shallows need none.
 */
const DEMO_TOOLS: readonly Omit<FishingToolRow, 'updated_at'>[] = [
  { id: 'bait-1', kind: 'bait', level: 1, bait: 10, price: 1_000, enabled: 1, sort: 10, name_cn: '蚯蚓鱼饵（10 份）', name_br: 'Minhocas (10 iscas)', name_en: 'Earthworms (10 bait)' },
  { id: 'bait-2', kind: 'bait', level: 2, bait: 10, price: 5_000, enabled: 1, sort: 20, name_cn: '鲜虾鱼饵（10 份）', name_br: 'Camarão (10 iscas)', name_en: 'Shrimp (10 bait)' },
  { id: 'bait-3', kind: 'bait', level: 3, bait: 5, price: 10_000, enabled: 1, sort: 30, name_cn: '金色拟饵（5 份）', name_br: 'Isca dourada (5 iscas)', name_en: 'Golden lure (5 bait)' },
  { id: 'rod-2', kind: 'rod', level: 2, bait: 0, price: 3_000, enabled: 1, sort: 40, name_cn: '碳素鱼竿', name_br: 'Vara de carbono', name_en: 'Carbon rod' },
  { id: 'rod-3', kind: 'rod', level: 3, bait: 0, price: 12_000, enabled: 1, sort: 50, name_cn: '深海鱼竿', name_br: 'Vara de alto-mar', name_en: 'Deep-sea rod' },
];

export async function seedFishingTools(database: Db, now: number): Promise<void> {
  await insertMissingTools(
    database.kysely,
    DEMO_TOOLS.map((tool) => ({ ...tool, updated_at: now })),
  );
}
