import type { SessionResolver } from '../../http/session';
import { defineModule, type LootbayModule } from '../module';
import { registerResponsibleRoutes } from './responsible.routes';
import { createResponsibleService, type ResponsibleDependencies, type ResponsibleService } from './responsible.service';

export function responsibleModule(deps: ResponsibleDependencies & { readonly sessions: SessionResolver }): LootbayModule<ResponsibleService> {
  const service = createResponsibleService(deps);
  return { name: 'responsible', service, routes: (api) => registerResponsibleRoutes(api, deps.sessions, service) };
}

declare module '../module' {
  interface ModuleServices {
    responsible: ResponsibleService;
  }
}

/** Breaks and limits hold for every game (through the gate and its stake checks) and every recharge path. */
export const responsibleDefinition = defineModule({
  name: 'responsible',
  needs: ['account', 'play', 'recharge'],
  build: ({ base, config, services: { account, play, recharge } }) => {
    const responsible = responsibleModule({
      ...base,
      sessions: account.sessions.resolver,
      timeZone: config.timeZone,
      householdIn: account.householdIn,
      playResults: play.results,
      rechargedSince: recharge.rechargedSince,
    });
    return {
      ...responsible,
      gateConditions: [responsible.service.gateCondition],
      stakeChecks: [responsible.service.assertStake],
      rechargeChecks: [(userId, coins) => responsible.service.assertMayRecharge(userId, coins)],
    };
  },
});
