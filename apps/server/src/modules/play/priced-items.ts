import type { PricedItem } from '@lootbay/shared/fairness/percentage';

/** Items with their prices as a game record keeps them: a JSON list of `{ id, price }`. */
export function pricedItemsText(items: readonly PricedItem[]): string {
  return JSON.stringify(items.map(({ id, price }) => ({ id, price })));
}

export function pricedItemsOf(text: string): PricedItem[] {
  return JSON.parse(text) as PricedItem[];
}

export function totalPrice(items: readonly PricedItem[]): number {
  return items.reduce((sum, item) => sum + item.price, 0);
}
