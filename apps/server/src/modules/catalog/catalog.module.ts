import { defineModule, type LootbayModule, type ServiceDependencies } from '../module';
import { registerCatalogImages, registerCatalogRoutes } from './catalog.routes';
import { seedCatalog } from './catalog.seed';
import { createCatalogService, type CatalogService } from './catalog.service';
import { catalogCalls } from './catalog.console';

export interface CatalogDependencies extends ServiceDependencies {
  /** The image host of the demo catalogue's CS2 art, or null for the local pictures only. */
  readonly itemArtUrl: string | null;
}

export function catalogModule(deps: CatalogDependencies): LootbayModule<CatalogService> {
  const service = createCatalogService(deps);
  return {
    name: 'catalog',
    service,
    routes: (api) => registerCatalogRoutes(api, service),
    otherRoutes: registerCatalogImages,
    seed: (db, now) => seedCatalog(db, now, deps.itemArtUrl),
  };
}

declare module '../module' {
  interface ModuleServices {
    catalog: CatalogService;
  }
}

export const catalogDefinition = defineModule({
  name: 'catalog',
  needs: [],
  build: ({ base, config }) => {
    const catalog = catalogModule({ ...base, itemArtUrl: config.itemArtUrl });
    return { ...catalog, consoleCalls: catalogCalls(catalog.service) };
  },
});
