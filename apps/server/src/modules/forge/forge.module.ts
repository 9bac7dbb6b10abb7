import type { SessionResolver } from '../../http/session';
import type { LootbayModule } from '../module';
import { forgeInvariants } from './forge.invariants';
import { registerForgeRoutes } from './forge.routes';
import { createForgeService, type ForgeDependencies, type ForgeService } from './forge.service';

export function forgeModule(deps: ForgeDependencies & { readonly sessions: SessionResolver }): LootbayModule<ForgeService> {
  const service = createForgeService(deps);
  return { name: 'forge', service, routes: (api) => registerForgeRoutes(api, deps.sessions, service), invariants: forgeInvariants };
}
