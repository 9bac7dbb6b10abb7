import type { SessionResolver } from '../../http/session';
import type { CatalogService } from '../catalog/catalog.service';
import { defineModule, type LootbayModule } from '../module';
import { shopCalls } from './shop.console';
import { seedMall } from './shop.demo';
import { mallInvariants } from './shop.invariants';
import { registerShopRoutes } from './shop.routes';
import { createShopService, type ShopDependencies, type ShopService } from './shop.service';
import { everyPage } from '../privacy/privacy.service';

export function shopModule(
  deps: ShopDependencies & { readonly sessions: SessionResolver; readonly demo: boolean; readonly catalog: Pick<CatalogService, 'ornaments' | 'ornamentsIn' | 'ornamentRowsIn' | 'catalogueOrnaments'> },
): LootbayModule<ShopService> {
  const service = createShopService(deps);
  return {
    name: 'shop',
    service,
    routes: (api) => registerShopRoutes(api, deps.sessions, service),
    ...(deps.demo ? { seed: (db, now) => seedMall(db, now, deps.catalog) } : {}),
    invariants: mallInvariants,
  };
}

declare module '../module' {
  interface ModuleServices {
    shop: ShopService;
  }
}

export const shopDefinition = defineModule({
  name: 'shop',
  needs: ['account', 'play', 'catalog'],
  build: ({ base, config, services: { account, play, catalog } }) => {
    const shop = shopModule({ ...base, sessions: account.sessions.resolver, play, catalog, demo: config.seedDemo });
    return { ...shop, consoleCalls: shopCalls(shop.service), exportParts: { mallExchanges: everyPage((userId, page, size, locale) => shop.service.exchanges(userId, page, size, locale)) } };
  },
});
