import type { SessionResolver } from '../../http/session';
import type { CatalogService } from '../catalog/catalog.service';
import { defineModule, type LootbayModule } from '../module';
import { keyShopCalls } from './keyshop.console';
import { KEY_ORDER_EXPIRE, type KeyShopDependencies } from './keyshop.context';
import { seedKeyProducts } from './keyshop.demo';
import { registerKeyShopRoutes } from './keyshop.routes';
import { createKeyShopService, type KeyShopService } from './keyshop.service';

export function keyShopModule(deps: KeyShopDependencies & { readonly sessions: SessionResolver; readonly demo: boolean; readonly catalog: Pick<CatalogService, 'boxesByIds' | 'boxRowIn'> }): LootbayModule<KeyShopService> {
  const service = createKeyShopService(deps);
  deps.jobs.registerHandler<{ orderNo: string }>(KEY_ORDER_EXPIRE, ({ orderNo }) => service.orders.expire(orderNo));
  return {
    name: 'keyshop',
    service,
    routes: (api) => registerKeyShopRoutes(api, deps.sessions, service, deps),
    ...(deps.demo ? { seed: (db, now) => seedKeyProducts(db, now, deps.catalog) } : {}),
  };
}

declare module '../module' {
  interface ModuleServices {
    keyShop: KeyShopService;
  }
}

export const keyShopDefinition = defineModule({
  name: 'keyShop',
  needs: ['account', 'wallet', 'retrieval', 'recharge', 'catalog'],
  build: ({ base, config, providers, jobs, gate, services: { account, wallet, retrieval, recharge, catalog } }) => {
    const keyShop = keyShopModule({ ...base, sessions: account.sessions.resolver, wallet, retrieval, gate, recharge, steam: providers.steam, jobs, catalog, demo: config.seedDemo });
    return { ...keyShop, consoleCalls: keyShopCalls(keyShop.service), erasers: [keyShop.service.eraseOf] };
  },
});
