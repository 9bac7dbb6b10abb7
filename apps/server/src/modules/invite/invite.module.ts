import type { SessionResolver } from '../../http/session';
import type { LootbayModule } from '../module';
import type { InviteDependencies } from './invite.context';
import { registerInviteRoutes } from './invite.routes';
import { createInviteService, type InviteService } from './invite.service';

export function inviteModule(deps: InviteDependencies & { readonly sessions: SessionResolver }): LootbayModule<InviteService> {
  const service = createInviteService(deps);
  return {
    name: 'invite',
    service,
    routes: (api) => registerInviteRoutes(api, deps.sessions, service),
    tasks: [service.settlement.task()],
  };
}
