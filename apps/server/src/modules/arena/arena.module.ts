import type { SessionResolver } from '../../http/session';
import type { LootbayModule } from '../module';
import { ARENA_EXPIRE, ARENA_STEP, type ArenaDependencies } from './arena.context';
import { arenaInvariants } from './arena.invariants';
import { createArenaRanking } from './arena.ranking';
import { registerArenaRoutes } from './arena.routes';
import { createArenaService, type ArenaService } from './arena.service';

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
