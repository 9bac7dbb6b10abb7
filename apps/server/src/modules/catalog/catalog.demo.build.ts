import { writeFileSync } from 'node:fs';
import { DEMO_CATALOGUE_FILE } from './catalog.demo-data';
import { buildDemoCatalogue } from './catalog.demo';

// Rewrites catalog.demo.json from the installed CS2 data: run after upgrading @ianlucas/cs2-lib
// or changing the demo plans, with `npx tsx apps/server/src/modules/catalog/catalog.demo.build.ts`.
writeFileSync(DEMO_CATALOGUE_FILE, `${JSON.stringify(buildDemoCatalogue(), null, 1)}\n`);
