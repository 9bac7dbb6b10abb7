import type { IdentityProvider } from '../../providers/identity/identity.provider';
import type { SmsProvider } from '../../providers/sms/sms.provider';
import type { SteamProvider } from '../../providers/steam/steam.provider';
import { defineModule, type LootbayModule, type ServiceDependencies } from '../module';
import { accountCalls } from './account.console';
import { registerAccountRoutes } from './account.routes';
import { createAccountService, type AccountService } from './account.service';
import { accountTasks } from './account.tasks';
import { registerDevSmsRoute } from '../../providers/sms/dev-sms.routes';

export interface AccountModuleDependencies extends ServiceDependencies {
  readonly sms: SmsProvider;
  readonly steam: SteamProvider;
  /** The authority that checks a real name against its id number. */
  readonly identity: IdentityProvider;
  readonly secret: string;
  readonly timeZone: string;
  /** Session cookies only over HTTPS (production). */
  readonly secureCookie: boolean;
  /** scrypt's work for new password hashes (`PASSWORD_LOG_N`). */
  readonly passwordLogN: number;
}

export function accountModule(deps: AccountModuleDependencies): LootbayModule<AccountService> {
  const service = createAccountService({ ...deps, now: deps.clock, limits: { passwordLogN: deps.passwordLogN } });
  return { name: 'account', service, routes: (api) => registerAccountRoutes(api, service, { secureCookie: deps.secureCookie }), tasks: accountTasks(service) };
}

declare module '../module' {
  interface ModuleServices {
    account: AccountService;
  }
}

export const accountDefinition = defineModule({
  name: 'account',
  needs: [],
  build: ({ base, config, providers, realtime }) => {
    const account = accountModule({ ...base, sms: providers.sms, steam: providers.steam, identity: providers.identity, secret: config.sessionSecret, timeZone: config.timeZone, secureCookie: config.production, passwordLogN: config.passwordLogN });
    // A session that ends closes its sockets on every instance, so nothing private follows a sign-out.
    account.service.sessions.onEnded((sessionIds) => realtime.endSessions(sessionIds));
    const sandboxSms = providers.sandboxSms;
    return {
      ...account,
      standingRead: account.service.realName.standingRead,
      consoleCalls: accountCalls(account.service),
      exportParts: { account: (userId) => account.service.exportFor(userId) },
      // The sandbox outbox is for development and tests only; with a real SMS provider the route does not exist.
      otherRoutes: sandboxSms ? (app) => registerDevSmsRoute(app, sandboxSms) : undefined,
    };
  },
});
