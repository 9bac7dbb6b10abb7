import type { SessionResolver } from '../../http/session';
import type { LootbayModule } from '../module';
import { registerBackpackRoutes } from './backpack.routes';
import { createBackpackService, type BackpackDependencies, type BackpackService } from './backpack.service';

export function backpackModule(deps: BackpackDependencies & { readonly sessions: SessionResolver }): LootbayModule<BackpackService> {
  const service = createBackpackService(deps);
  return { name: 'backpack', service, routes: (api) => registerBackpackRoutes(api, deps.sessions, service) };
}
