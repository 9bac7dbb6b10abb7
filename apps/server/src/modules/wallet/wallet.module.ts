import type { SessionResolver } from '../../http/session';
import type { RealtimeHub } from '../../realtime/hub';
import { defineModule, type LootbayModule, type ServiceDependencies } from '../module';
import { walletCalls } from './wallet.console';
import { registerWalletRoutes } from './wallet.routes';
import { createWalletService, type WalletService } from './wallet.service';

export function walletModule(deps: ServiceDependencies & { readonly sessions: SessionResolver; readonly realtime: RealtimeHub }): LootbayModule<WalletService> {
  const service = createWalletService(deps);
  return { name: 'wallet', service, routes: (api) => registerWalletRoutes(api, deps.sessions, service) };
}

declare module '../module' {
  interface ModuleServices {
    wallet: WalletService;
  }
}

export const walletDefinition = defineModule({
  name: 'wallet',
  needs: ['account'],
  build: ({ base, realtime, services: { account } }) => {
    const wallet = walletModule({ ...base, sessions: account.sessions.resolver, realtime });
    return { ...wallet, consoleCalls: walletCalls(wallet.service, account), memberFields: [wallet.service.memberFields], exportParts: { wallet: (userId) => wallet.service.exportFor(userId) } };
  },
});
