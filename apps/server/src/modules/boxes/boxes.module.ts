import type { SessionResolver } from '../../http/session';
import type { LootbayModule } from '../module';
import { boxesInvariants } from './boxes.invariants';
import { registerBoxesRoutes } from './boxes.routes';
import { createBoxesService, type BoxesDependencies, type BoxesService } from './boxes.service';

export function boxesModule(deps: BoxesDependencies & { readonly sessions: SessionResolver }): LootbayModule<BoxesService> {
  const service = createBoxesService(deps);
  return { name: 'boxes', service, routes: (api) => registerBoxesRoutes(api, deps.sessions, service), invariants: boxesInvariants };
}
