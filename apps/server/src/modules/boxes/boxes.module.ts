import type { SessionResolver } from '../../http/session';
import { defineModule, type LootbayModule } from '../module';
import { boxesCalls } from './boxes.console';
import { boxesInvariants } from './boxes.invariants';
import { registerBoxesRoutes } from './boxes.routes';
import { createBoxesService, type BoxesDependencies, type BoxesService } from './boxes.service';
import { PUBLIC_AUDIENCE } from '@lootbay/shared/realtime-events';
import { everyPage } from '../privacy/privacy.service';

export function boxesModule(deps: BoxesDependencies & { readonly sessions: SessionResolver }): LootbayModule<BoxesService> {
  const service = createBoxesService(deps);
  return { name: 'boxes', service, routes: (api) => registerBoxesRoutes(api, deps.sessions, service), invariants: boxesInvariants };
}

declare module '../module' {
  interface ModuleServices {
    boxes: BoxesService;
  }
}

export const boxesDefinition = defineModule({
  name: 'boxes',
  needs: ['account', 'catalog', 'fairness', 'play', 'wallet'],
  build: ({ base, realtime, services: { account, catalog, fairness, play, wallet } }) => {
    const boxes = boxesModule({
      ...base,
      sessions: account.sessions.resolver,
      catalog,
      fairness,
      play,
      wallet,
      nicknames: account.nicknames,
      publishDrop: (drop) => realtime.publish(PUBLIC_AUDIENCE, { type: 'box_drop', data: drop }),
    });
    return { ...boxes, consoleCalls: boxesCalls(boxes.service, account), exportParts: { boxOpens: everyPage((userId, page, size, locale) => boxes.service.history({ userId }, page, size, locale)) } };
  },
});
