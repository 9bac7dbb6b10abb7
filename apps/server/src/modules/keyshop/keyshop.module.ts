import type { SessionResolver } from '../../http/session';
import type { CatalogService } from '../catalog/catalog.service';
import type { LootbayModule } from '../module';
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
