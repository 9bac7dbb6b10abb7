import type { SessionResolver } from '../../http/session';
import { defineModule, type LootbayModule } from '../module';
import { ARENA_EXPIRE, ARENA_STEP, type ArenaDependencies } from './arena.context';
import { arenaCalls } from './arena.console';
import { arenaInvariants } from './arena.invariants';
import { createArenaRanking } from './arena.ranking';
import { registerArenaRoutes } from './arena.routes';
import { createArenaService, type ArenaService } from './arena.service';
import { PUBLIC_AUDIENCE, roomAudience } from '@lootbay/shared/realtime-events';
import { GAME_NEEDS, gameDependencies } from '../play/play.kit';
import { everyPage } from '../privacy/privacy.service';

export function arenaModule(deps: ArenaDependencies & { readonly sessions: SessionResolver }): LootbayModule<ArenaService & { readonly ranking: ReturnType<typeof createArenaRanking> }> {
  const arena = createArenaService(deps);
  const ranking = createArenaRanking(deps);
  deps.jobs.registerHandler<{ battleId: string; step: number }>(ARENA_STEP, ({ battleId, step }) => arena.rounds.step(battleId, step));
  deps.jobs.registerHandler<{ battleId: string }>(ARENA_EXPIRE, ({ battleId }) => arena.expire(battleId));
  return {
    name: 'arena',
    service: { ...arena, ranking },
    routes: (api) => registerArenaRoutes(api, deps.sessions, arena, ranking),
    tasks: [ranking.task()],
    invariants: arenaInvariants,
  };
}

declare module '../module' {
  interface ModuleServices {
    arena: ArenaService & { readonly ranking: ReturnType<typeof createArenaRanking> };
  }
}

export const arenaDefinition = defineModule({
  name: 'arena',
  needs: [...GAME_NEEDS, 'wallet', 'messages'],
  build: (context) => {
    const { config, jobs, realtime, services } = context;
    const arena = arenaModule({
      ...gameDependencies(context),
      wallet: services.wallet,
      messages: services.messages,
      householdIn: services.account.householdIn,
      nicknames: services.account.nicknames,
      nicknameBlocked: services.account.nicknameBlocked,
      jobs,
      timeZone: config.timeZone,
      pace: config.arena,
      // Steps run on time on the instance that played the one before; the jobs stay the backstop.
      onTime: config.schedulerEnabled,
      announce: (event) => {
        void realtime.publish(roomAudience('arena', event.id), { type: 'arena_battle', data: event });
        void realtime.publish(PUBLIC_AUDIENCE, { type: 'arena_battle', data: event });
      },
    });
    return { ...arena, consoleCalls: arenaCalls(arena.service), exportParts: { arenaBattles: everyPage((userId, page, size, locale) => arena.service.page({ seatedUserId: userId }, page, size, locale)) } };
  },
});
