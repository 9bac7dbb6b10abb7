import type { SessionResolver } from '../../http/session';
import { defineModule, type LootbayModule } from '../module';
import { EXPONENT_SETTLE, type ExponentDependencies } from './exponent.context';
import { exponentDemo } from './exponent.demo';
import { exponentInvariants } from './exponent.invariants';
import { registerDevExponentRoutes, registerExponentRoutes } from './exponent.routes';
import { createExponentService, type ExponentService } from './exponent.service';
import { PUBLIC_AUDIENCE } from '@lootbay/shared/realtime-events';
import { GAME_NEEDS, gameDependencies } from '../play/play.kit';
import { exponentCalls } from './exponent.console';

export function exponentModule(deps: ExponentDependencies & { readonly sessions: SessionResolver; readonly production: boolean }): LootbayModule<ExponentService> {
  const service = createExponentService(deps);
  deps.jobs.registerHandler<{ issue: string }>(EXPONENT_SETTLE, () => service.rounds.catchUp());
  return {
    name: 'exponent',
    service,
    routes: (api) => registerExponentRoutes(api, deps.sessions, service),
    otherRoutes: (app) => {
      if (!deps.production) registerDevExponentRoutes(app, service, deps.db, deps.clock);
      // An instance that runs jobs makes a new site's first rounds before it serves, then catches up with any it missed while down.
      if (deps.startsRounds) {
        app.addHook('onReady', async () => {
          await service.rounds.start();
          void service.rounds.catchUp().catch((error: unknown) => deps.log.error({ err: error }, 'exponent rounds could not catch up'));
        });
      }
    },
    // Every minute, whatever happened to the settle jobs: commit the rounds ahead and settle the due ones.
    tasks: [{ id: 'exponent.rounds', schedule: '* * * * *', run: () => service.rounds.catchUp() }],
    seed: exponentDemo(deps.catalog, service.offers),
    invariants: exponentInvariants,
  };
}

declare module '../module' {
  interface ModuleServices {
    exponent: ExponentService;
  }
}

export const exponentDefinition = defineModule({
  name: 'exponent',
  needs: GAME_NEEDS,
  build: (context) => {
    const { config, jobs, realtime, services } = context;
    const exponent = exponentModule({
      ...gameDependencies(context),
      nicknames: services.account.nicknames,
      jobs,
      roundMs: config.exponentRoundSeconds * 1000,
      timeZone: config.timeZone,
      production: config.production,
      startsRounds: config.schedulerEnabled,
      announce: (event) => void realtime.publish(PUBLIC_AUDIENCE, { type: 'exponent_round', data: event }),
    });
    return { ...exponent, consoleCalls: exponentCalls(exponent.service, context.base.clock) };
  },
});
