import { readFileSync } from 'node:fs';
import type { Locale } from '@lootbay/shared/constants';
import type { Rarity, Wear } from '@lootbay/shared/catalog';
import type { WeaponType } from './catalog.images';

/** The demo catalogue as seeded: built from CS2 data by catalog.demo.ts, stored in catalog.demo.json. */
export type Localized = Readonly<Record<Locale, string>>;

export interface DemoOrnament {
  readonly id: string;
  readonly cs2Id: number;
  readonly weaponType: WeaponType;
  readonly weapon: Localized;
  readonly skin: Localized;
  readonly rarity: Rarity;
  readonly wear: Wear;
  readonly wearValue: number;
  readonly price: number;
  readonly image: string;
  /** The CS2 art on the image host (a path under ITEM_ART_URL), at the item's wear. */
  readonly art: string;
}

export interface DemoBox {
  readonly id: string;
  readonly name: Localized;
  readonly categoryId: string;
  readonly kind: number;
  readonly level: number;
  readonly image: string;
  /** The case's own art for a real CS2 case, else its dearest item's (a path under ITEM_ART_URL). */
  readonly art: string;
  /** The items, each with a weight; weights become roll point ranges that partition 1..100000. */
  readonly items: readonly { readonly ornamentId: string; readonly weight: number }[];
  /** Return to player the box price is set for (paid boxes). */
  readonly returnRate: number;
}

export interface DemoCategory {
  readonly id: string;
  readonly name: Localized;
  readonly sort: number;
}

export interface DemoCatalogue {
  readonly categories: readonly DemoCategory[];
  readonly ornaments: readonly DemoOrnament[];
  readonly boxes: readonly DemoBox[];
}

/**
 * The largest payout spread (standard deviation over mean) a demo box may have: then a million
 * rolls pin its measured return to within 0.5% of the published one at four standard deviations,
 * so anyone can audit the published return (docs/economy.md, house edge policy).
 */
export const MAX_PAYOUT_SPREAD = 1.2;

/** Standard deviation over mean of one open's payout, for items with prices and weights. */
export function payoutSpread(items: readonly { readonly price: number; readonly weight: number }[]): number {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  const mean = items.reduce((sum, item) => sum + item.price * item.weight, 0) / total;
  const square = items.reduce((sum, item) => sum + item.price * item.price * item.weight, 0) / total;
  return Math.sqrt(Math.max(0, square - mean * mean)) / mean;
}

/** The demo catalogue file beside this module. */
export const DEMO_CATALOGUE_FILE = new URL('./catalog.demo.json', import.meta.url);

export function loadDemoCatalogue(): DemoCatalogue {
  return JSON.parse(readFileSync(DEMO_CATALOGUE_FILE, 'utf8')) as DemoCatalogue;
}
