import type { LootbayModule, ServiceDependencies } from '../module';
import { registerCatalogImages, registerCatalogRoutes } from './catalog.routes';
import { seedCatalog } from './catalog.seed';
import { createCatalogService, type CatalogService } from './catalog.service';

export function catalogModule(deps: ServiceDependencies): LootbayModule<CatalogService> {
  const service = createCatalogService(deps);
  return { name: 'catalog', service, routes: (api) => registerCatalogRoutes(api, service), otherRoutes: registerCatalogImages, seed: seedCatalog };
}
