import type { SessionResolver } from '../../http/session';
import { defineModule, type LootbayModule } from '../module';
import { rollCalls } from './roll.console';
import { ROLL_DRAW, type RollDependencies } from './roll.context';
import { demoRooms } from './roll.demo';
import { rollInvariants } from './roll.invariants';
import { registerDevRollRoomRoute, registerRollRoutes } from './roll.routes';
import { createRollService, type RollService } from './roll.service';
import { PUBLIC_AUDIENCE, roomAudience, userAudience } from '@lootbay/shared/realtime-events';
import { GAME_NEEDS, gameDependencies } from '../play/play.kit';

export function rollModule(deps: RollDependencies & { readonly sessions: SessionResolver; readonly production: boolean; readonly demo: boolean }): LootbayModule<RollService> {
  const service = createRollService(deps);
  deps.jobs.registerHandler<{ roomId: string }>(ROLL_DRAW, ({ roomId }) => service.draw(roomId));
  const demo = demoRooms(service, deps.catalog, deps.db.kysely, deps.clock);
  return {
    name: 'roll',
    service,
    routes: (api) => registerRollRoutes(api, deps.sessions, service),
    ...(deps.production ? {} : { otherRoutes: (app) => registerDevRollRoomRoute(app, service, deps.clock) }),
    ...(deps.demo ? { tasks: [demo.task], seed: () => demo.keepOpen() } : {}),
    invariants: rollInvariants,
  };
}

declare module '../module' {
  interface ModuleServices {
    roll: RollService;
  }
}

export const rollDefinition = defineModule({
  name: 'roll',
  needs: [...GAME_NEEDS, 'arena', 'messages'],
  build: (context) => {
    const { config, jobs, realtime, services } = context;
    const roll = rollModule({
      ...gameDependencies(context),
      accounts: services.account,
      nicknames: services.account.nicknames,
      robots: services.arena.robotProfiles.byId,
      jobs,
      timeZone: config.timeZone,
      production: config.production,
      demo: config.seedDemo,
      announce: (event) => {
        void realtime.publish(roomAudience('roll', event.id), { type: 'roll_room', data: event });
        void realtime.publish(PUBLIC_AUDIENCE, { type: 'roll_room', data: event });
      },
      messages: services.messages,
      tellWinner: (userId, event) => void realtime.publish(userAudience(userId), { type: 'roll_won', data: event }),
    });
    return { ...roll, consoleCalls: rollCalls(roll.service, context.base.clock) };
  },
});
