import type { SessionResolver } from '../../http/session';
import type { RealtimeHub } from '../../realtime/hub';
import type { LootbayModule, ServiceDependencies } from '../module';
import { registerWalletRoutes } from './wallet.routes';
import { createWalletService, type WalletService } from './wallet.service';

export function walletModule(deps: ServiceDependencies & { readonly sessions: SessionResolver; readonly realtime: RealtimeHub }): LootbayModule<WalletService> {
  const service = createWalletService(deps);
  return { name: 'wallet', service, routes: (api) => registerWalletRoutes(api, deps.sessions, service) };
}
