import { z } from 'zod';
import { PERCENTAGE_MAX_ITEMS } from '../constants';
import { PERCENT_STAKE_RANGE } from '../fairness/percentage';
import { ornamentSchema } from './catalog';
import { callBody, pageOf, pageRequestShape, requestIdSchema } from './common';

/** `/mybox/open/on_open_draw`: the targets a player may aim at, searched and sorted by price. */
export const percentTargetsBody = callBody({
  ...pageRequestShape,
  keyword: z.string().max(64).optional(),
  sort: z.enum(['price_asc', 'price_desc']).optional(),
});

export const percentTargetsSchema = pageOf(ornamentSchema).extend({
  /** The published return to player in hundredths of a percent (9500 = 95%). */
  rtp: z.int(),
});
export type PercentTargets = z.infer<typeof percentTargetsSchema>;

const itemId = z.string().min(1).max(64);

/** `/member/percentBox`: stake coins and/or up to 8 backpack items on a target item. */
export const percentBoxBody = callBody({
  targetId: z.string({ error: 'PERCENT_TARGET_REQUIRED' }).min(1, 'PERCENT_TARGET_REQUIRED').max(64, 'PERCENT_TARGET_REQUIRED'),
  /** Hundredths of a coin. */
  coins: z.int().min(0, 'PERCENT_STAKE_OUT_OF_RANGE').max(PERCENT_STAKE_RANGE.max, 'PERCENT_STAKE_OUT_OF_RANGE').default(0),
  ids: z.array(itemId).max(PERCENTAGE_MAX_ITEMS, 'PERCENT_TOO_MANY_ITEMS').default([]),
  requestId: requestIdSchema.optional(),
  /** The chance the player was shown, hundredths of a percent: a play at another chance is refused. */
  chance: z.int().min(0).max(10_000).optional(),
}).refine((body) => body.coins > 0 || body.ids.length > 0, 'PERCENT_STAKE_REQUIRED');

/** A won or consolation item, now in the backpack. */
const awardedItemSchema = ornamentSchema.extend({ backpackItemId: z.string() });

/** One percentage play, as the play call answers it and the history shows it. */
export const percentPlaySchema = z.object({
  playId: z.string(),
  win: z.boolean(),
  /** Hundredths of a percent, 100..7500. */
  chance: z.int(),
  rtp: z.int(),
  rollPoint: z.int(),
  round: z.int(),
  /** The roll's id in the round ledger: `/fair?roll=<rollId>` checks it. */
  rollId: z.string(),
  publicHash: z.string(),
  userSeed: z.string(),
  /** `percentage:<playId>`, and the hash of that odds table recorded with the roll. */
  oddsId: z.string(),
  oddsHash: z.string(),
  /** Coins staked, hundredths, and the backpack items staked (now consumed). */
  coins: z.int(),
  ids: z.array(z.string()),
  /** Coins plus the staked items' prices, hundredths. */
  stakeValue: z.int(),
  target: ornamentSchema,
  item: awardedItemSchema,
  createdAt: z.int(),
});
export type PercentPlay = z.infer<typeof percentPlaySchema>;

/** `/mybox/box/box_open_list`: the member's percentage plays, newest first. */
export const percentHistoryBody = callBody({ ...pageRequestShape });
export const percentHistorySchema = pageOf(percentPlaySchema);

/** `/visitor/percentOdds`: the odds table one play rolled against, to hash and check on /fair. */
export const percentOddsBody = callBody({ id: z.string().min(1).max(64) });
export const percentOddsSchema = z.object({
  id: z.string(),
  /** The play's stake value, hundredths: the "price" line of the hashed text. */
  price: z.int(),
  chance: z.int(),
  entries: z.array(z.object({ from: z.int(), to: z.int(), itemId: z.string(), price: z.int() })),
});
export type PercentOdds = z.infer<typeof percentOddsSchema>;
