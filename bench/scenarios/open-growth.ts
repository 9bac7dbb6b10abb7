import { GROWTH_GOAL } from '../goals';
import { migrateToLatest } from '../../apps/server/src/db/migrator';
import { createBackpackService } from '../../apps/server/src/modules/backpack/backpack.service';
import { createBoxesService } from '../../apps/server/src/modules/boxes/boxes.service';
import { seedCatalog } from '../../apps/server/src/modules/catalog/catalog.seed';
import { createCatalogService } from '../../apps/server/src/modules/catalog/catalog.service';
import { createFairnessService } from '../../apps/server/src/modules/fairness/fairness.service';
import { sql } from 'kysely';
import { createPlayGate } from '../../apps/server/src/modules/play/play-gate';
import { createPlayService } from '../../apps/server/src/modules/play/play.service';
import { createWalletService } from '../../apps/server/src/modules/wallet/wallet.service';
import { freshDatabase, percentile } from '../database';
import type { Measurement } from '../measure';
import type { Scenario, ScenarioContext } from '../scenario';

const OPENS = 10_000;
/** Opens timed at each end of the run; the first ones warm caches and are left out. */
const WINDOW = 500;
const WARM_UP = 200;

/**
 * A play gate that lets the member through: its reads are the member's standing, which no number
 * of opens changes, and this database has no accounts module to read it from.
 */
function gateForAnyone() {
  const gate = createPlayGate();
  gate.setStandingRead({ query: () => sql`select 1 as anyone`, check: () => ({}) });
  return gate;
}

/**
 * Does an open get dearer as a member's history grows? One member opens 10,000 boxes through the
 * boxes service (below HTTP, whose per-member limit would stop it), one after another; the median
 * cost of the last 500 opens is compared with that of the first 500 (medians, so that a checkpoint
 * of the database that happens to fall in one window does not decide the comparison).
 */
async function run(context: ScenarioContext): Promise<Measurement> {
  const { db, dispose } = await freshDatabase(context, 'growth');
  try {
    await migrateToLatest(db);
    await seedCatalog(db, Date.now(), null);
    const log = { warn: () => undefined };
    const catalog = createCatalogService({ db });
    const wallet = createWalletService({ db });
    const fairness = createFairnessService({ db, secretKey: 'bench-fairness-key-0123456789abcdef' });
    const backpack = createBackpackService({ db, catalog, wallet });
    const play = createPlayService({ db, fairness, wallet, backpack, gate: gateForAnyone() });
    const boxes = createBoxesService({ db, catalog, fairness, play, wallet, nicknames: async () => new Map(), publishDrop: async () => undefined, log });
    const member = 'growth-member';
    await fairness.updateUserSeed(member, 'growth-device-seed');
    const box = (await catalog.listBoxes({ kind: 0 }, 1, 100, 'en')).list.filter((entry) => entry.price > 0).sort((a, b) => a.price - b.price)[0]!;
    await db.transaction((trx) =>
      wallet.transferMany(trx, [{ id: 'growth:fund', from: { system: 'promotions' }, to: { user: member }, currency: 'coin', amount: box.price * OPENS, reason: 'redemption_code', reference: member }]),
    );
    const latencies: number[] = [];
    const started = performance.now();
    for (let open = 0; open < OPENS; open += 1) {
      const at = performance.now();
      await boxes.open(member, { boxId: box.id, num: 1 }, 'en');
      latencies.push(performance.now() - at);
    }
    const elapsed = (performance.now() - started) / 1000;
    const median = (slice: number[]) => percentile([...slice].sort((a, b) => a - b), 50);
    const first = median(latencies.slice(WARM_UP, WARM_UP + WINDOW));
    const last = median(latencies.slice(-WINDOW));
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      requestsPerSecond: Math.round(OPENS / elapsed),
      p50Ms: Number(percentile(sorted, 50).toFixed(2)),
      p99Ms: Number(percentile(sorted, 99).toFixed(2)),
      errors: 0,
      non2xx: 0,
      extra: { firstMs: Number(first.toFixed(3)), lastMs: Number(last.toFixed(3)), growth: Number((last / first).toFixed(3)) },
    };
  } finally {
    await dispose();
  }
}

export const openGrowth: Scenario = { name: 'open-growth', goal: GROWTH_GOAL, run };
