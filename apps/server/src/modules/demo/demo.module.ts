import { defineModule, type LootbayModule } from '../module';
import { createDemoHistory, type DemoHistoryDependencies } from './demo.history';

export type DemoService = ReturnType<typeof createDemoHistory>;

export function demoModule(deps: DemoHistoryDependencies & { readonly history: boolean }): LootbayModule<DemoService> {
  const service = createDemoHistory(deps);
  // Last of the modules, so the history is played on the catalogue, offers and rooms the others seeded.
  return { name: 'demo', service, ...(deps.history ? { seed: () => service.seed() } : {}) };
}

declare module '../module' {
  interface ModuleServices {
    demo: DemoService;
  }
}

/** The demo history of a development site (SEED_DEMO_HISTORY): demo players playing a few days through the games' services. */
export const demoDefinition = defineModule({
  name: 'demo',
  needs: ['account', 'fairness', 'recharge', 'boxes', 'arena'],
  build: ({ services, seedClock, config }) => demoModule({ services, seedClock, timeZone: config.timeZone, history: config.seedDemoHistory }),
});
