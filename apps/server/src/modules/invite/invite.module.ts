import type { SessionResolver } from '../../http/session';
import { defineModule, type LootbayModule } from '../module';
import type { InviteDependencies } from './invite.context';
import { registerInviteRoutes } from './invite.routes';
import { createInviteService, type InviteService } from './invite.service';
import { registerDevInviteRoute } from './dev-invite.routes';
import { inviteCalls } from './invite.console';

export function inviteModule(deps: InviteDependencies & { readonly sessions: SessionResolver }): LootbayModule<InviteService> {
  const service = createInviteService(deps);
  return {
    name: 'invite',
    service,
    routes: (api) => registerInviteRoutes(api, deps.sessions, service),
    tasks: [service.settlement.task()],
  };
}

declare module '../module' {
  interface ModuleServices {
    invite: InviteService;
  }
}

/** Three-tier rebates on invitees' recharges, settled daily into the promotion amount with a message. */
export const inviteDefinition = defineModule({
  name: 'invite',
  needs: ['account', 'recharge', 'wallet', 'messages', 'coinReceivers'],
  build: ({ base, config, services: { account, recharge, wallet, messages, coinReceivers } }) => {
    const invite = inviteModule({
      ...base,
      sessions: account.sessions.resolver,
      timeZone: config.timeZone,
      tree: account.inviteTree,
      nicknames: account.nicknames,
      findUserIn: account.findUserIn,
      recharge,
      wallet,
      messages,
      assertAdult: coinReceivers.assertAdultAndOpen,
    });
    return { ...invite, consoleCalls: inviteCalls(invite.service), devRoutes: (app) => registerDevInviteRoute(app, invite.service.settlement, config.timeZone, base.clock) };
  },
});
