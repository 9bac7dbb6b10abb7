import { z } from 'zod';
import { RARITIES, WEARS } from '../catalog';
import { callBody, pageOf, pageRequestShape } from './common';

/** An item (ornament) as every call shows it. Prices are hundredths. */
export const ornamentSchema = z.object({
  id: z.string(),
  name: z.string(),
  weapon: z.string(),
  skin: z.string(),
  /** The weapon family: rifle, sniper, smg, pistol, heavy, knife, gloves. */
  weaponType: z.string(),
  grade: z.int().min(1).max(5),
  gradeColor: z.string(),
  rarity: z.enum(RARITIES),
  rarityName: z.string(),
  cardStyle: z.string(),
  wear: z.enum(WEARS),
  wearName: z.string(),
  /** The float wear value 0..1 of CS2. */
  wearValue: z.number(),
  price: z.int(),
  image: z.string(),
});
export type Ornament = z.infer<typeof ornamentSchema>;

/** One item of a box with its published odds: the roll point range it owns. */
export const boxOrnamentSchema = ornamentSchema.extend({
  rollFrom: z.int(),
  rollTo: z.int(),
  /** (rollTo - rollFrom + 1) / 100000, as a decimal string with 3 places of percent, e.g. "0.260%". */
  probability: z.string(),
});
export type BoxOrnament = z.infer<typeof boxOrnamentSchema>;

export const boxSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string(),
  categoryId: z.string(),
  /** Hundredths of `currency`. */
  price: z.int(),
  currency: z.string(),
  /** 0 paid, 1 free (level) box. */
  kind: z.int(),
  /** Site level needed to open a free box; 0 for paid boxes. */
  level: z.int(),
  /** The odds version in force. */
  oddsVersion: z.int(),
  /** Expected value of one open in hundredths, from the odds in force. */
  expectedReturn: z.int(),
});
export type Box = z.infer<typeof boxSchema>;

export const boxDetailSchema = boxSchema.extend({
  /** SHA-256 of the odds version's canonical text (fairness/odds-hash.ts): every roll against it records it. */
  oddsHash: z.string(),
  /** When this odds version was published, epoch ms. */
  oddsPublishedAt: z.int(),
  ornaments: z.array(boxOrnamentSchema),
});
export type BoxDetail = z.infer<typeof boxDetailSchema>;

export const boxCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  sort: z.int(),
});
export type BoxCategory = z.infer<typeof boxCategorySchema>;

export const boxCategoryWithBoxesSchema = boxCategorySchema.extend({ boxes: z.array(boxSchema) });

export const listBoxBody = callBody({
  ...pageRequestShape,
  categoryId: z.string().max(64).optional(),
  kind: z.int().min(0).max(1).optional(),
  keyword: z.string().max(64).optional(),
});
export const boxPageSchema = pageOf(boxSchema);

export const boxIdBody = callBody({ id: z.string().min(1).max(64) });

/** Box details, optionally at a past odds version so an old roll can be checked against it. */
export const boxInfoBody = callBody({ id: z.string().min(1).max(64), version: z.int().min(1).optional() });

export const boxCategoryListSchema = z.array(boxCategorySchema);
export const boxCategoryWithBoxesListSchema = z.array(boxCategoryWithBoxesSchema);
export const boxListSchema = z.array(boxSchema);
export const boxOrnamentListSchema = z.array(boxOrnamentSchema);

/** One entry of a box's public log of odds versions. */
export const oddsVersionSchema = z.object({
  version: z.int(),
  /** The box price under this version, hundredths. */
  price: z.int(),
  expectedReturn: z.int(),
  hash: z.string(),
  publishedAt: z.int(),
});
export type OddsVersion = z.infer<typeof oddsVersionSchema>;
export const oddsVersionListSchema = z.array(oddsVersionSchema);
