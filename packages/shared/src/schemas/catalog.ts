import { z } from 'zod';
import type { Locale } from '../constants';
import { callBody, pageOf, pageRequestShape } from './common';

/**
 * Item grades 1–5 (spec point 3: grade levels map to colours, rarity labels to card styles).
 * Grades follow the CS2 rarity tiers; the colours are the game's own.
 */
export const GRADES = [1, 2, 3, 4, 5] as const;
export type Grade = (typeof GRADES)[number];

/** From this grade up (classified, covert, extraordinary) a won item is revealed with a glow and a brighter chime. */
export const GLOW_FROM_GRADE = 4;

export const GRADE_COLORS: Record<Grade, string> = {
  1: '#b0c3d9',
  2: '#4b69ff',
  3: '#8847ff',
  4: '#d32ce6',
  5: '#eb4b4b',
};

/** Rarity labels of the CS2 item tiers; each has its card style and the grade it belongs to. */
export const RARITIES = ['consumer', 'industrial', 'milspec', 'restricted', 'classified', 'covert', 'extraordinary'] as const;
export type Rarity = (typeof RARITIES)[number];

export interface RarityInfo {
  readonly grade: Grade;
  /** The card style class the web app draws the item with. */
  readonly cardStyle: string;
  readonly color: string;
  readonly label: Readonly<Record<Locale, string>>;
}

export const RARITY_INFO: Record<Rarity, RarityInfo> = {
  consumer: { grade: 1, cardStyle: 'card-grey', color: '#b0c3d9', label: { cn: '消费级', br: 'Nível Consumidor', en: 'Consumer Grade' } },
  industrial: { grade: 1, cardStyle: 'card-lightblue', color: '#5e98d9', label: { cn: '工业级', br: 'Nível Industrial', en: 'Industrial Grade' } },
  milspec: { grade: 2, cardStyle: 'card-blue', color: '#4b69ff', label: { cn: '军规级', br: 'Nível Militar', en: 'Mil-Spec Grade' } },
  restricted: { grade: 3, cardStyle: 'card-purple', color: '#8847ff', label: { cn: '受限', br: 'Restrito', en: 'Restricted' } },
  classified: { grade: 4, cardStyle: 'card-pink', color: '#d32ce6', label: { cn: '保密', br: 'Confidencial', en: 'Classified' } },
  covert: { grade: 5, cardStyle: 'card-red', color: '#eb4b4b', label: { cn: '隐秘', br: 'Secreto', en: 'Covert' } },
  extraordinary: { grade: 5, cardStyle: 'card-gold', color: '#e4ae39', label: { cn: '非凡', br: 'Extraordinário', en: 'Extraordinary' } },
};

/** CS2 wear conditions, best first. */
export const WEARS = ['FN', 'MW', 'FT', 'WW', 'BS'] as const;
export type Wear = (typeof WEARS)[number];

export const WEAR_LABELS: Record<Wear, Readonly<Record<Locale, string>>> = {
  FN: { cn: '崭新出厂', br: 'Nova de Fábrica', en: 'Factory New' },
  MW: { cn: '略有磨损', br: 'Pouco Usada', en: 'Minimal Wear' },
  FT: { cn: '久经沙场', br: 'Testada em Campo', en: 'Field-Tested' },
  WW: { cn: '破损不堪', br: 'Bem Desgastada', en: 'Well-Worn' },
  BS: { cn: '战痕累累', br: 'Veterana de Guerra', en: 'Battle-Scarred' },
};

/**
 * Kinds of box (spec point 1): paid boxes, free boxes unlocked by site level, and the forge's
 * pools, which are never sold or listed: the forge rolls against their published odds.
 */
/**
 * What a box is for: players buy paid boxes and open free level boxes; the other kinds are the
 * item pools of games (the forge's bands, fishing pools, exponent index boxes), never listed.
 */
export const BOX_KIND = { paid: 0, free: 1, forge: 2, fishing: 3, exponent: 4 } as const;
/** The kinds players see in box lists. */
export const LISTED_BOX_KINDS: readonly number[] = [BOX_KIND.paid, BOX_KIND.free];

/** The category of the forge's pools (kept out of every box list). */
export const FORGE_CATEGORY_ID = 'forge';
/** The category of the fishing pools (kept out of every box list). */
export const FISHING_CATEGORY_ID = 'fishing';
/** The categories of games' item pools, kept out of the categories players browse. */
export const GAME_POOL_CATEGORY_IDS: readonly string[] = [FORGE_CATEGORY_ID, FISHING_CATEGORY_ID, 'exponent'];

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
