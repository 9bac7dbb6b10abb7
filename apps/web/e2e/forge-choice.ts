import { FORGE_INPUTS } from '@lootbay/shared/constants';
import { forgeAdvice } from '@lootbay/shared/fairness/forge';

/**
 * Of every choice of the items the forge takes (two or more), the first whose value passes its
 * band's start by enough for the forge to warn, fewest items first; undefined when none does.
 */
export function choiceThatWarns<Item extends { readonly id: string; readonly price: number }>(items: readonly Item[], bands: readonly { readonly minValue: number }[]): Item[] | undefined {
  const choices: Item[][] = [];
  for (let mask = 1; mask < 1 << items.length; mask += 1) {
    const choice = items.filter((_, index) => (mask >> index) & 1);
    if (choice.length >= FORGE_INPUTS.min && choice.length <= FORGE_INPUTS.max) choices.push(choice);
  }
  return choices.sort((a, b) => a.length - b.length).find((choice) => forgeAdvice(choice, bands)?.warn);
}
