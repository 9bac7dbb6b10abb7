import { defineModule, type LootbayModule } from '../module';
import { registerSiteRoutes } from './site.routes';
import { seedSite } from './site.seed';
import { createSiteService, type SiteDependencies, type SiteService } from './site.service';
import { siteCalls } from './site.console';

export function siteModule(deps: SiteDependencies): LootbayModule<SiteService> {
  const service = createSiteService(deps);
  return { name: 'site', service, routes: (api) => registerSiteRoutes(api, service), seed: seedSite };
}

declare module '../module' {
  interface ModuleServices {
    site: SiteService;
  }
}

export const siteDefinition = defineModule({
  name: 'site',
  needs: [],
  build: ({ base, providers }) => {
    const site = siteModule({ ...base, features: { retrieval: providers.market !== null } });
    return { ...site, consoleCalls: siteCalls(site.service) };
  },
});
