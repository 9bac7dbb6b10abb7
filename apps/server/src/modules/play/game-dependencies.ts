import type { ModuleContext } from '../module';

/** The modules every game is built from: members' sessions, the catalogue, fair rolls and the play engine. */
export const GAME_NEEDS = ['account', 'catalog', 'fairness', 'play'] as const;

/** What every game module's service is built with. */
export function gameDependencies({ base, services }: ModuleContext<(typeof GAME_NEEDS)[number]>) {
  return { ...base, sessions: services.account.sessions.resolver, catalog: services.catalog, fairness: services.fairness, play: services.play };
}
