import type { SessionResolver } from '../../http/session';
import { defineModule, type LootbayModule } from '../module';
import { registerDevRedPacketsRoute } from './dev-red-packets.routes';
import type { RewardsDependencies } from './rewards.context';
import { registerRewardsRoutes } from './rewards.routes';
import { createRewardsService, type RewardsService } from './rewards.service';
import { promotionCalls } from './rewards.console';

export function rewardsModule(deps: RewardsDependencies & { readonly sessions: SessionResolver; readonly production: boolean }): LootbayModule<RewardsService> {
  const service = createRewardsService(deps);
  return {
    name: 'rewards',
    service,
    routes: (api) => registerRewardsRoutes(api, deps.sessions, service),
    // The console makes red packets in production; this shortcut exists only outside it.
    ...(deps.production ? {} : { otherRoutes: (app) => registerDevRedPacketsRoute(app, service) }),
  };
}

declare module '../module' {
  interface ModuleServices {
    rewards: RewardsService;
  }
}

/** Red packet codes and reward tasks, paid from the promotions account. */
export const rewardsDefinition = defineModule({
  name: 'rewards',
  needs: ['account', 'wallet', 'messages', 'recharge', 'boxes'],
  build: ({ base, config, gate, services: { account, wallet, messages, recharge, boxes } }) => {
    const rewards = rewardsModule({
      ...base,
      sessions: account.sessions.resolver,
      wallet,
      messages,
      paidRecharges: recharge.paidSince,
      boxes,
      nicknames: account.nicknames,
      timeZone: config.timeZone,
      // A bonus reaches only a member who may play: verified adult, account open, not on a break.
      assertMayReceive: (userId) => gate.assertOutside(base.db.kysely, userId),
      production: config.production,
    });
    return {
      ...rewards,
      consoleCalls: promotionCalls(rewards.service.redPackets),
      exportParts: { redPacketClaims: (userId) => rewards.service.redPackets.exportFor(userId), rewardTasks: (userId) => rewards.service.tasks.exportFor(userId) },
    };
  },
});
