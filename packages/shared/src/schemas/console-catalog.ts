import { z } from 'zod';
import { RARITIES } from '../catalog';
import { ROLL_POINT_MAX } from '../fairness/roll';
import { ornamentSchema } from './catalog';
import { pageOf } from './common';
import { consoleBody, consolePageShape, reasonSchema } from './console';

/** Prices in hundredths: positive, below a million coins. */
const priceSchema = z.int().min(1).max(100_000_000);
const localizedNameSchema = z.object({ cn: z.string().trim().min(1).max(40), br: z.string().trim().min(1).max(60), en: z.string().trim().min(1).max(60) });
/** Pictures are the site's own (`/images/...`): the content policy serves no other origin. */
const imageSchema = z.string().regex(/^\/images\/[\w./-]{1,200}$/, 'CONSOLE_IMAGE_INVALID');
const idSchema = z.string().trim().regex(/^[a-z0-9][a-z0-9-]{1,39}$/);

/**
 * Odds as operators edit them: each item's probability in thousandths of a percent (its share of
 * the 100000 roll points), summing to exactly 100000.
 */
export const consoleOddsItemsSchema = z
  .array(z.object({ ornamentId: z.string().min(1).max(64), probability: z.int().min(1).max(ROLL_POINT_MAX) }))
  .min(1)
  .max(200)
  .refine((items) => items.reduce((sum, item) => sum + item.probability, 0) === ROLL_POINT_MAX, 'CONSOLE_ODDS_SUM');

export const consoleItemsBodySchema = consoleBody({
  ...consolePageShape,
  keyword: z.string().trim().max(60).optional(),
  weaponType: z.string().max(20).optional(),
  rarity: z.enum(RARITIES).optional(),
  minPrice: z.int().min(0).optional(),
  maxPrice: z.int().min(0).optional(),
  sort: z.enum(['price_desc', 'price_asc', 'name']).optional(),
});
export const consoleItemsPageSchema = pageOf(ornamentSchema);

export const consoleItemUpdateBodySchema = consoleBody({
  ornamentId: z.string().min(1).max(64),
  price: priceSchema.optional(),
  image: imageSchema.optional(),
  reason: reasonSchema,
});

export const consoleCategorySchema = z.object({ id: z.string(), name: localizedNameSchema, sort: z.int() });
export type ConsoleCategory = z.infer<typeof consoleCategorySchema>;
export const consoleCategorySaveBodySchema = consoleBody({ id: idSchema, name: localizedNameSchema, sort: z.int().min(0).max(10_000), reason: reasonSchema });

/** A box as the console lists it: every language, hidden or listed, with its return in basis points. */
export const consoleBoxSchema = z.object({
  id: z.string(),
  name: localizedNameSchema,
  image: z.string(),
  categoryId: z.string(),
  price: z.int(),
  currency: z.string(),
  /** 0 paid, 1 free (level), 2 forge pool, 3 fishing pool, 4 exponent index box (BOX_KIND). */
  kind: z.int(),
  level: z.int(),
  oddsVersion: z.int(),
  expectedReturn: z.int(),
  /** Expected return ÷ price in basis points (9000 = 90%); null for free boxes. */
  returnBp: z.int().nullable(),
  visible: z.boolean(),
  sort: z.int(),
  createdAt: z.int(),
  updatedAt: z.int(),
});
export type ConsoleBox = z.infer<typeof consoleBoxSchema>;

export const consoleBoxesBodySchema = consoleBody({
  ...consolePageShape,
  keyword: z.string().trim().max(60).optional(),
  categoryId: z.string().max(40).optional(),
  kind: z.int().min(0).max(4).optional(),
  visible: z.boolean().optional(),
});
export const consoleBoxesPageSchema = pageOf(consoleBoxSchema);

export const consoleBoxDetailBodySchema = consoleBody({ boxId: z.string().min(1).max(64), version: z.int().min(1).optional() });
export const consoleOddsItemSchema = ornamentSchema.extend({
  /** Thousandths of a percent: the item's share of the 100000 roll points. */
  probability: z.int(),
  rollFrom: z.int(),
  rollTo: z.int(),
});
export const consoleOddsVersionSchema = z.object({ version: z.int(), price: z.int(), expectedReturn: z.int(), hash: z.string(), publishedAt: z.int() });
export const consoleBoxDetailSchema = z.object({
  box: consoleBoxSchema,
  /** The odds version shown (the one in force unless another was asked for). */
  version: consoleOddsVersionSchema,
  items: z.array(consoleOddsItemSchema),
  versions: z.array(consoleOddsVersionSchema),
});
export type ConsoleBoxDetail = z.infer<typeof consoleBoxDetailSchema>;

/** `boxes/odds`: publishes a new odds version (and price); `basedOn` guards against a concurrent edit. */
export const consoleOddsBodySchema = consoleBody({
  boxId: z.string().min(1).max(64),
  price: priceSchema,
  items: consoleOddsItemsSchema,
  basedOn: z.int().min(1).optional(),
  reason: reasonSchema.optional(),
});
export const consoleOddsAnswerSchema = z.object({ oddsVersion: z.int(), expectedReturn: z.int(), hash: z.string() });

export const consoleBoxCreateBodySchema = consoleBody({
  id: idSchema,
  name: localizedNameSchema,
  categoryId: z.string().min(1).max(40),
  image: imageSchema.optional(),
  price: priceSchema,
  sort: z.int().min(0).max(10_000).optional(),
  items: consoleOddsItemsSchema,
  reason: reasonSchema.optional(),
});
export const consoleBoxCreateAnswerSchema = z.object({ boxId: z.string(), oddsVersion: z.int(), expectedReturn: z.int(), hash: z.string() });

export const consoleBoxUpdateBodySchema = consoleBody({
  boxId: z.string().min(1).max(64),
  name: localizedNameSchema.optional(),
  categoryId: z.string().min(1).max(40).optional(),
  image: imageSchema.optional(),
  sort: z.int().min(0).max(10_000).optional(),
  visible: z.boolean().optional(),
  reason: reasonSchema,
});
