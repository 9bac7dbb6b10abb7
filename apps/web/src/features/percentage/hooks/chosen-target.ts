import { useCallback, useState } from 'react';
import { ornamentSchema, type Ornament } from '@lootbay/shared/schemas/catalog';
import { readJson, STORAGE_KEYS, writeJson } from '../../../lib/storage';
import { useTargets } from '../api/list-targets';

function storedTarget(): Ornament | null {
  const parsed = ornamentSchema.safeParse(readJson(STORAGE_KEYS.percentageTarget));
  return parsed.success ? parsed.data : null;
}

/**
 * The target on screen, remembered on this device so a returning player finds it chosen. A
 * remembered copy may be out of date, so it is looked up in the catalogue by its skin (the search
 * matches every language) and today's copy (price, language) is shown when it is found; the server
 * plays at its own price either way.
 */
export function useChosenTarget() {
  const [remembered] = useState(storedTarget);
  const [chosen, setChosen] = useState(remembered);
  const lookup = useTargets({ page: 1, size: 20, keyword: remembered?.skin ?? '', sort: 'price_asc' }, remembered !== null && chosen === remembered);
  const current = lookup.data?.list.find((item) => item.id === chosen?.id) ?? chosen;

  const choose = useCallback((target: Ornament) => {
    writeJson(STORAGE_KEYS.percentageTarget, target);
    setChosen(target);
  }, []);

  return { target: current, choose };
}
