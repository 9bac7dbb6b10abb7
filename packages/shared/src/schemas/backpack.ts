import { z } from 'zod';
import { ornamentSchema } from './catalog';
import { callBody, pageRequestShape } from './common';

/** Backpack item status (spec point 4). */
export const ITEM_STATUS = {
  normal: 0,
  inBattle: 1,
  sold: 2,
  battleLost: 3,
  retrieving: 10,
  retrieved: 11,
} as const;
export type ItemStatus = (typeof ITEM_STATUS)[keyof typeof ITEM_STATUS];
export const ITEM_STATUSES = Object.values(ITEM_STATUS) as ItemStatus[];

/** Source type (spec point 3). */
export const SOURCE_TYPE = {
  boxOpening: 0,
  team: 1,
  mysteryBox: 2,
  dimensionalRift: 3,
  infiniteDimension: 4,
  shopExchange: 5,
  activityGift: 6,
} as const;

/** The other marker of item origin (spec point 3). */
export const ITEM_ORIGIN = { box: 1, arena: 5, percentage: 6 } as const;

export const backpackItemSchema = z.object({
  id: z.string(),
  status: z.int(),
  /** Hundredths of coin: what selling the item credits. */
  price: z.int(),
  sourceType: z.int(),
  origin: z.int(),
  /** 1 when favourited. */
  collected: z.int(),
  createdAt: z.int(),
  updatedAt: z.int(),
  ornament: ornamentSchema,
});
export type BackpackItem = z.infer<typeof backpackItemSchema>;

export const itemEventSchema = z.object({
  seq: z.int(),
  action: z.string(),
  fromStatus: z.int().nullable(),
  toStatus: z.int(),
  collected: z.int(),
  reference: z.string(),
  createdAt: z.int(),
});

export const backpackItemDetailSchema = backpackItemSchema.extend({ events: z.array(itemEventSchema) });

const statusFilter = z.int().refine((value) => (ITEM_STATUSES as number[]).includes(value), 'DATA_ABNORMAL');

export const inventoryBody = callBody({
  ...pageRequestShape,
  /** One status, or several; the inventory defaults to normal items, the records to all. */
  status: z.union([statusFilter, z.array(statusFilter).max(6)]).optional(),
  sourceType: z.int().min(0).max(6).optional(),
  collected: z.int().min(0).max(1).optional(),
  sort: z.enum(['time', 'price']).default('time'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

export const inventoryPageSchema = z.object({
  list: z.array(backpackItemSchema),
  total: z.int(),
  page: z.int(),
  size: z.int(),
  /** Sum of the prices of every item the filter matches (all pages), hundredths. */
  totalPrice: z.int(),
});
export type InventoryPage = z.infer<typeof inventoryPageSchema>;

export const bagInfoSchema = z.object({
  /** Items in the backpack now (status normal) and their value. */
  count: z.int(),
  totalPrice: z.int(),
  collectedCount: z.int(),
  /** Items by status, every status listed. */
  byStatus: z.array(z.object({ status: z.int(), count: z.int(), totalPrice: z.int() })),
});

export const itemIdBody = callBody({ id: z.string().min(1).max(64) });

export const sellBody = callBody({ ids: z.array(z.string().min(1).max(64)).min(1).max(100) });

export const sellAnswerSchema = z.object({
  count: z.int(),
  /** Coins credited, hundredths. */
  amount: z.int(),
  ids: z.array(z.string()),
});
export type SellAnswer = z.infer<typeof sellAnswerSchema>;

export const collectBody = callBody({
  id: z.string().min(1).max(64),
  /** 1 favourites the item (default), 0 takes the favourite off. */
  collect: z.int().min(0).max(1).default(1),
});
