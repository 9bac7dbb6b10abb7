import type { Locale } from './constants';

// The catalogue's fixed vocabulary (grades, rarities, wears, kinds of box), apart from its schemas:
// a page that only shows items needs no schema built.

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
 * Kinds of box (spec point 1), by what a box is for: players buy paid boxes and open free level
 * boxes; the other kinds are the item pools of games (the forge's bands, fishing pools, exponent
 * index boxes), never listed.
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
