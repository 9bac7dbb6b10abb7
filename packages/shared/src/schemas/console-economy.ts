import { z } from 'zod';
import { RARITIES } from '../catalog';
import { consoleBody, consolePageShape, reasonSchema } from './console';
import { RETRIEVAL_OUTCOMES } from './retrieval';
import { MALL_CURRENCIES } from './shop';

const localized = z.object({ cn: z.string(), br: z.string(), en: z.string() });
const amount = z.int().min(1).max(100_000_000);
const stock = z.int().min(0).max(1_000_000);

/** A mall item as operators see it, hidden or not, sold out or not. */
export const consoleMallItemSchema = z.object({
  id: z.string(),
  ornamentId: z.string(),
  /** The item's English name with its wear, as the market knows it. */
  name: z.string(),
  weaponType: z.string(),
  rarity: z.enum(RARITIES),
  /** What the item is worth in the backpack (its catalogue price), hundredths of a coin. */
  value: z.int(),
  price: z.int(),
  currency: z.enum(MALL_CURRENCIES),
  stock: z.int(),
  visible: z.boolean(),
  sort: z.int(),
  updatedAt: z.int(),
});
export type ConsoleMallItem = z.infer<typeof consoleMallItemSchema>;

export const consoleMallItemsBodySchema = consoleBody({ ...consolePageShape, name: z.string().trim().max(40).optional() });
export const consoleMallItemPageSchema = z.object({ list: z.array(consoleMallItemSchema), total: z.int(), page: z.int(), size: z.int() });

/** Puts a catalogue item on sale (no `id`), or changes a mall item's price, currency, stock, order or visibility. */
export const consoleMallItemSaveBodySchema = consoleBody({
  id: z.string().min(1).max(64).optional(),
  ornamentId: z.string().min(1).max(64),
  price: amount,
  currency: z.enum(MALL_CURRENCIES),
  stock,
  visible: z.boolean(),
  sort: z.int().min(-1_000_000).max(1_000_000).default(0),
  reason: reasonSchema,
});

/** A key of the key shop as operators see it. */
export const consoleKeyProductSchema = z.object({
  id: z.string(),
  name: localized,
  boxId: z.string().nullable(),
  image: z.string(),
  price: z.int(),
  stock: z.int(),
  visible: z.boolean(),
  sort: z.int(),
  updatedAt: z.int(),
});
export type ConsoleKeyProduct = z.infer<typeof consoleKeyProductSchema>;

const keyName = z.string().trim().min(1).max(60);

/** Creates a key or changes one: names, the catalogue box it opens, price, stock, order and visibility. */
export const consoleKeyProductSaveBodySchema = consoleBody({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  name: z.object({ cn: keyName, br: keyName, en: keyName }),
  boxId: z.string().min(1).max(64),
  price: amount,
  stock,
  visible: z.boolean(),
  sort: z.int().min(-1_000_000).max(1_000_000).default(0),
  reason: reasonSchema,
});

/** The retrieval queue: every retrieval newest first, those under way or finished, of items or keys, of one player. */
export const consoleRetrievalsBodySchema = consoleBody({
  ...consolePageShape,
  state: z.enum(['open', 'finished']).optional(),
  kind: z.enum(['item', 'key']).optional(),
  userId: z.string().min(1).max(64).optional(),
});

export const consoleRetrievalSchema = z.object({
  id: z.string(),
  kind: z.string(),
  userId: z.string(),
  /** The backpack item, or the key order's delivery. */
  itemId: z.string(),
  marketName: z.string(),
  price: z.int(),
  tradeUrl: z.string(),
  sellStatus: z.int(),
  shippingStatus: z.int(),
  outcome: z.enum(RETRIEVAL_OUTCOMES).nullable(),
  tradeOfferId: z.string().nullable(),
  /** Times the market was asked, and when it is asked next. */
  checks: z.int(),
  nextCheckAt: z.int().nullable(),
  createdAt: z.int(),
  stateSince: z.int(),
  finishedAt: z.int().nullable(),
});
export type ConsoleRetrieval = z.infer<typeof consoleRetrievalSchema>;
export const consoleRetrievalPageSchema = z.object({ list: z.array(consoleRetrievalSchema), total: z.int(), page: z.int(), size: z.int() });
