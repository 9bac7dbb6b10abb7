import type { SessionResolver } from '../../http/session';
import type { Jobs } from '../../scheduler/scheduler';
import { defineModule, type LootbayModule, type ServiceDependencies } from '../module';
import { ERASE_CLOSED, PREPARE_EXPORT, type PrivacyAccounts } from './privacy.context';
import { registerPrivacyRoutes } from './privacy.routes';
import { seedPrivacy } from './privacy.seed';
import { createPrivacyService, type PrivacyService } from './privacy.service';
import { privacyTasks } from './privacy.tasks';
import { registerDevTermsRoute } from './dev-terms.routes';

export interface PrivacyModuleDependencies extends ServiceDependencies {
  readonly sessions: SessionResolver;
  readonly jobs: Jobs;
  readonly accounts: PrivacyAccounts;
}

export function privacyModule(deps: PrivacyModuleDependencies): LootbayModule<PrivacyService> {
  const service = createPrivacyService({ db: deps.db, jobs: deps.jobs, accounts: deps.accounts, now: deps.clock });
  deps.jobs.registerHandler<{ exportId: string }>(PREPARE_EXPORT, ({ exportId }) => service.exports.prepare(exportId));
  deps.jobs.registerHandler<{ ownerId: string }>(ERASE_CLOSED, ({ ownerId }) => service.closures.erase(ownerId));
  return { name: 'privacy', service, routes: (api) => registerPrivacyRoutes(api, deps.sessions, service), tasks: privacyTasks(service), seed: seedPrivacy };
}

declare module '../module' {
  interface ModuleServices {
    privacy: PrivacyService;
  }
}

/** Data rights: a closing account may neither play (the gate) nor receive coins (`coinReceivers`). */
export const privacyDefinition = defineModule({
  name: 'privacy',
  needs: ['account'],
  build: ({ base, jobs, services: { account } }) => {
    const privacy = privacyModule({ ...base, sessions: account.sessions.resolver, jobs, accounts: account });
    return {
      ...privacy,
      gateConditions: [privacy.service.closures.gateCondition],
      memberFields: [privacy.service.memberFields],
      devRoutes: (app) => registerDevTermsRoute(app, privacy.service),
    };
  },
});
