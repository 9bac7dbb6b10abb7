import { defineModule, type LootbayModule } from '../module';
import { createPlayService, type PlayDependencies, type PlayService } from './play.service';

/** The play engine has no calls of its own: games play through it. */
export function playModule(deps: PlayDependencies): LootbayModule<PlayService> {
  return { name: 'play', service: createPlayService(deps) };
}

declare module '../module' {
  interface ModuleServices {
    play: PlayService;
  }
}

export const playDefinition = defineModule({
  name: 'play',
  needs: ['fairness', 'wallet', 'backpack'],
  build: ({ base, gate, services: { fairness, wallet, backpack } }) => playModule({ ...base, fairness, wallet, backpack, gate }),
});
