import type { LootbayModule, ServiceDependencies } from '../module';
import { registerSiteRoutes } from './site.routes';
import { seedSite } from './site.seed';
import { createSiteService, type SiteService } from './site.service';

export function siteModule(deps: ServiceDependencies): LootbayModule<SiteService> {
  const service = createSiteService(deps);
  return { name: 'site', service, routes: (api) => registerSiteRoutes(api, service), seed: seedSite };
}
