import type { LootbayModule } from '../module';
import { registerSiteRoutes } from './site.routes';
import { seedSite } from './site.seed';
import { createSiteService, type SiteDependencies, type SiteService } from './site.service';

export function siteModule(deps: SiteDependencies): LootbayModule<SiteService> {
  const service = createSiteService(deps);
  return { name: 'site', service, routes: (api) => registerSiteRoutes(api, service), seed: seedSite };
}
