import type { SessionResolver } from '../../http/session';
import { defineModule, type LootbayModule } from '../module';
import { rechargeCalls } from './recharge.console';
import type { RechargeDependencies } from './recharge.context';
import { registerNotifyRoutes } from './notify.routes';
import { registerRechargeRoutes } from './recharge.routes';
import { seedRecharge } from './recharge.seed';
import { createRechargeService, type RechargeService } from './recharge.service';
import { rechargeTasks } from './recharge.tasks';
import { registerSandboxPaymentRoutes } from '../../providers/payments/sandbox.routes';
import { registerSandboxStoreRoutes } from '../../providers/stores/sandbox-stores.routes';

export interface RechargeModuleDependencies extends RechargeDependencies {
  readonly sessions: SessionResolver;
  /** Payment notifications accepted per minute from one address (the provider's); beyond, they answer "rate limited". */
  readonly callbackPerMinute: number;
  /** This site's public origin for the providers' notify and return addresses; the request's own when null. */
  readonly publicUrl: string | null;
}

export function rechargeModule(deps: RechargeModuleDependencies): LootbayModule<RechargeService> {
  const service = createRechargeService(deps);
  return {
    name: 'recharge',
    service,
    routes: (api) => registerRechargeRoutes(api, { sessions: deps.sessions, publicUrl: deps.publicUrl }, service),
    otherRoutes: (app) => registerNotifyRoutes(app, { perMinute: deps.callbackPerMinute, providers: deps.payments, stores: Object.values(deps.stores) }, service),
    tasks: rechargeTasks(service),
    seed: seedRecharge,
  };
}

declare module '../module' {
  interface ModuleServices {
    recharge: RechargeService;
  }
}

export const rechargeDefinition = defineModule({
  name: 'recharge',
  needs: ['account', 'wallet', 'coinReceivers'],
  build: ({ base, config, providers, assertMayRecharge, services: { account, wallet, coinReceivers } }) => {
    const recharge = rechargeModule({
      ...base,
      sessions: account.sessions.resolver,
      wallet,
      payments: providers.payments,
      stores: providers.stores,
      publicUrl: config.providers.publicUrl,
      freezeIn: async (trx, userId) => void (await account.players.setFrozenIn(trx, userId, true)),
      assertAdult: coinReceivers.assertAdultAndOpen,
      // Breaks and limits of responsible play hold for every recharge path (its recharge check).
      assertMayRecharge,
      personIn: account.realName.personIn,
      callbackPerMinute: config.payCallbackPerMinute,
    });
    return {
      ...recharge,
      consoleCalls: rechargeCalls(recharge.service, base.clock),
      exportParts: { recharge: (userId) => recharge.service.exportFor(userId) },
      devRoutes: (app) => {
        if (providers.payments.some((provider) => provider.name === 'sandbox')) registerSandboxPaymentRoutes(app, recharge.service, config.paymentSecret);
        registerSandboxStoreRoutes(app, config.paymentSecret);
      },
    };
  },
});
