import type { SessionResolver } from '../../http/session';
import type { LootbayModule } from '../module';
import { registerResponsibleRoutes } from './responsible.routes';
import { createResponsibleService, type ResponsibleDependencies, type ResponsibleService } from './responsible.service';

export function responsibleModule(deps: ResponsibleDependencies & { readonly sessions: SessionResolver }): LootbayModule<ResponsibleService> {
  const service = createResponsibleService(deps);
  return { name: 'responsible', service, routes: (api) => registerResponsibleRoutes(api, deps.sessions, service) };
}
