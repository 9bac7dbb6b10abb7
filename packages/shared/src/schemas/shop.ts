import { z } from 'zod';
import { EXCHANGE_MAX_ITEMS, MALL_BUY_MAX } from '../constants';
import { RARITIES } from '../catalog';
import { ornamentSchema } from './catalog';
import { callBody, pageOf, pageRequestShape, requestIdSchema } from './common';

/** What the operator prices a mall item in: coins, or the mall currency (diamonds, `mallAmount`). */
export const MALL_CURRENCIES = ['coin', 'diamond'] as const;
export type MallCurrency = (typeof MALL_CURRENCIES)[number];

/** The weapon families a mall filter offers. */
export const MALL_WEAPON_TYPES = ['rifle', 'sniper', 'smg', 'pistol', 'heavy', 'knife', 'gloves'] as const;

const price = z.int().min(0).max(100_000_000);

/** `/visitor/mallInventory`: the mall's items with stock, filtered, sorted and paged. */
export const mallInventoryBody = callBody({
  ...pageRequestShape,
  weaponType: z.enum(MALL_WEAPON_TYPES).optional(),
  rarity: z.enum(RARITIES).optional(),
  /** Hundredths, inclusive. */
  minPrice: price.optional(),
  maxPrice: price.optional(),
  /** Part of the weapon or skin name, in any language. */
  name: z.string().trim().max(40).optional(),
  /** `inStock` (default 1) leaves sold-out items out. */
  inStock: z.int().min(0).max(1).default(1),
  sort: z.enum(['price', 'time']).default('price'),
  order: z.enum(['asc', 'desc']).default('asc'),
});

export const mallItemSchema = z.object({
  id: z.string(),
  /** Hundredths of `currency`. */
  price: z.int(),
  currency: z.enum(MALL_CURRENCIES),
  stock: z.int(),
  ornament: ornamentSchema,
});
export type MallItem = z.infer<typeof mallItemSchema>;
export const mallInventoryPageSchema = pageOf(mallItemSchema);

/** `/member/mallBuy`: `num` of one mall item into the backpack. */
export const mallBuyBody = callBody({
  id: z.string({ error: 'MALL_ITEM_NOT_FOUND' }).min(1, 'MALL_ITEM_NOT_FOUND').max(64, 'MALL_ITEM_NOT_FOUND'),
  num: z.int().min(1).max(MALL_BUY_MAX).default(1),
  /** The unit price on screen, hundredths: a purchase at another price is refused. */
  price: price.optional(),
  /** The player accepted covering a coin shortfall with jade. */
  useJade: z.boolean().optional(),
  requestId: requestIdSchema.optional(),
});
export const mallBuyAnswerSchema = z.object({
  /** The new backpack items. */
  list: z.array(z.string()),
  /** What was paid, hundredths of `currency`. */
  spent: z.int(),
  currency: z.enum(MALL_CURRENCIES),
});
export type MallBuyAnswer = z.infer<typeof mallBuyAnswerSchema>;

/** `/ornament/exchange`: backpack items given up for one mall item; the difference goes to or comes from the mall balance. */
export const exchangeBody = callBody({
  ids: z.array(z.string().min(1).max(64)).min(1).max(EXCHANGE_MAX_ITEMS),
  targetId: z.string({ error: 'MALL_ITEM_NOT_FOUND' }).min(1, 'MALL_ITEM_NOT_FOUND').max(64, 'MALL_ITEM_NOT_FOUND'),
  /** The difference on screen (positive: credited), hundredths: an exchange with another difference is refused. */
  difference: z.int().min(-100_000_000).max(100_000_000).optional(),
  requestId: requestIdSchema.optional(),
});

export const exchangeSchema = z.object({
  id: z.string(),
  given: z.array(z.object({ id: z.string(), price: z.int(), ornament: ornamentSchema })),
  /** The mall item taken. */
  target: z.object({ mallItemId: z.string(), price: z.int(), currency: z.enum(MALL_CURRENCIES), ornament: ornamentSchema }),
  /** The new backpack item. */
  itemId: z.string(),
  givenValue: z.int(),
  /** Given value minus the target's price, hundredths of the mall currency: credited when positive, charged when negative. */
  difference: z.int(),
  createdAt: z.int(),
});
export type Exchange = z.infer<typeof exchangeSchema>;

export const exchangeListBody = callBody({ ...pageRequestShape });
export const exchangePageSchema = pageOf(exchangeSchema);

/** The difference an exchange settles: the value given minus the target's price (the mall counts a coin and a diamond alike). */
export function exchangeDifference(givenValue: number, targetPrice: number): number {
  return givenValue - targetPrice;
}

/** The item value still missing once the diamonds held cover what they can of a charged difference; 0 when nothing is missing. */
export function exchangeShortfall(difference: number, diamonds: number): number {
  return Math.max(0, -difference - diamonds);
}
