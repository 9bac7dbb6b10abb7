import type { IdentityProvider } from '../../providers/identity/identity.provider';
import type { SmsProvider } from '../../providers/sms/sms.provider';
import type { SteamProvider } from '../../providers/steam/steam.provider';
import type { LootbayModule, ServiceDependencies } from '../module';
import { registerAccountRoutes } from './account.routes';
import { createAccountService, type AccountService } from './account.service';
import { accountTasks } from './account.tasks';

export interface AccountModuleDependencies extends ServiceDependencies {
  readonly sms: SmsProvider;
  readonly steam: SteamProvider;
  /** The authority that checks a real name against its id number. */
  readonly identity: IdentityProvider;
  readonly secret: string;
  readonly timeZone: string;
  /** Session cookies only over HTTPS (production). */
  readonly secureCookie: boolean;
}

export function accountModule(deps: AccountModuleDependencies): LootbayModule<AccountService> {
  const service = createAccountService({ ...deps, now: deps.clock });
  return { name: 'account', service, routes: (api) => registerAccountRoutes(api, service, { secureCookie: deps.secureCookie }), tasks: accountTasks(service) };
}
