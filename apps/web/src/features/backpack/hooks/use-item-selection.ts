import { useCallback, useMemo, useState } from 'react';
import type { BackpackItem } from '@lootbay/shared/schemas/backpack';

export interface ItemSelection {
  /** The chosen items in the order chosen, kept across the picker's pages. */
  readonly items: readonly BackpackItem[];
  readonly ids: ReadonlySet<string>;
  /** Their prices added up, hundredths. */
  readonly value: number;
  readonly max: number;
  readonly toggle: (item: BackpackItem) => void;
  readonly clear: () => void;
}

/** Up to `max` backpack items chosen to stake or forge; a choice beyond `max` is ignored. */
export function useItemSelection(max: number): ItemSelection {
  const [items, setItems] = useState<readonly BackpackItem[]>([]);

  const toggle = useCallback(
    (item: BackpackItem) =>
      setItems((previous) => {
        if (previous.some((chosen) => chosen.id === item.id)) return previous.filter((chosen) => chosen.id !== item.id);
        return previous.length >= max ? previous : [...previous, item];
      }),
    [max],
  );
  const clear = useCallback(() => setItems([]), []);
  const ids = useMemo(() => new Set(items.map((item) => item.id)), [items]);
  const value = items.reduce((sum, item) => sum + item.price, 0);

  return { items, ids, value, max, toggle, clear };
}
