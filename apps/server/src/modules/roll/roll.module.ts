import type { SessionResolver } from '../../http/session';
import type { LootbayModule } from '../module';
import { ROLL_DRAW, type RollDependencies } from './roll.context';
import { demoRooms } from './roll.demo';
import { rollInvariants } from './roll.invariants';
import { registerDevRollRoomRoute, registerRollRoutes } from './roll.routes';
import { createRollService, type RollService } from './roll.service';

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
