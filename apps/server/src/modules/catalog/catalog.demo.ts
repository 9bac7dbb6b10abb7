import { CS2_ITEMS, CS2Economy, type CS2EconomyItem, type CS2ItemTranslationMap } from '@ianlucas/cs2-lib';
import { BOX_KIND, FISHING_CATEGORY_ID, FORGE_CATEGORY_ID, WEARS, type Rarity, type Wear } from '@lootbay/shared/catalog';
import { rangeWidth, rangesFromWeights } from '@lootbay/shared/fairness/odds';
import { MAX_PAYOUT_SPREAD, payoutSpread, type DemoBox, type DemoCatalogue, type DemoCategory, type DemoOrnament, type Localized } from './catalog.demo-data';
import { ornamentImagePath, boxImagePath, type WeaponType } from './catalog.images';

/**
 * Builds the demo catalogue from real CS2 item data (`@ianlucas/cs2-lib`: names in Chinese,
 * Portuguese and English, rarities, wear ranges, case contents). Prices are ours: plausible coin
 * values by rarity, weapon popularity and wear, derived deterministically from each item's id so
 * the result is the same on every run. The result is written once to catalog.demo.json
 * (`npx tsx apps/server/src/modules/catalog/catalog.demo.build.ts`) and the seed reads that, so
 * the server never loads the CS2 data; a test checks the file is what this builder makes.
 */

/**
 * The package's `translations` entry loads all of its 30 languages (some 190 MB); the three we
 * need are read from their own files beside it.
 */
async function translation(language: string): Promise<CS2ItemTranslationMap> {
  const file = new URL(`./translations/${language}.mjs`, import.meta.resolve('@ianlucas/cs2-lib'));
  const module = (await import(file.href)) as Record<string, CS2ItemTranslationMap>;
  const map = module[language];
  if (!map) throw new Error(`@ianlucas/cs2-lib has no ${language} translation`);
  return map;
}

const [english, schinese, brazilian] = await Promise.all([translation('english'), translation('schinese'), translation('brazilian')]);

const DEMO_CATEGORIES: readonly DemoCategory[] = [
  { id: 'hot', name: { cn: '热门武器箱', br: 'Caixas em alta', en: 'Popular cases' }, sort: 50 },
  { id: 'weapon', name: { cn: '枪械专题', br: 'Por arma', en: 'By weapon' }, sort: 40 },
  { id: 'premium', name: { cn: '高端臻品', br: 'Premium', en: 'Premium' }, sort: 30 },
  { id: 'budget', name: { cn: '实惠入门', br: 'Econômicas', en: 'Budget' }, sort: 20 },
  { id: 'free', name: { cn: '等级福利箱', br: 'Caixas grátis por nível', en: 'Free level boxes' }, sort: 10 },
  { id: FORGE_CATEGORY_ID, name: { cn: '汰换合成', br: 'Forja', en: 'Forge' }, sort: 0 },
  { id: FISHING_CATEGORY_ID, name: { cn: '钓鱼', br: 'Pesca', en: 'Fishing' }, sort: 0 },
];

/** A stable number in [0, 1) from a text (FNV-1a), so "random" choices repeat on every machine. */
function unit(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 2 ** 32;
}

const WEAR_RANGES: Record<Wear, readonly [number, number]> = {
  FN: [0, 0.07],
  MW: [0.07, 0.15],
  FT: [0.15, 0.38],
  WW: [0.38, 0.45],
  BS: [0.45, 1],
};

const WEAR_PRICE_FACTOR: Record<Wear, number> = { FN: 1.6, MW: 1.25, FT: 1, WW: 0.85, BS: 0.72 };

/** Typical coin price band of each rarity, low and high, in whole coins. */
const RARITY_PRICE_COINS: Record<Rarity, readonly [number, number]> = {
  consumer: [0.3, 1.2],
  industrial: [0.8, 3],
  milspec: [3, 12],
  restricted: [14, 45],
  classified: [50, 160],
  covert: [180, 520],
  extraordinary: [900, 3200],
};

const POPULAR_MODELS = new Set(['ak47', 'awp', 'm4a1', 'm4a1_silencer', 'usp_silencer', 'deagle', 'glock']);

function rarityOf(item: CS2EconomyItem): Rarity {
  if (item.type === 'melee' || item.type === 'glove') return 'extraordinary';
  switch (item.rarity) {
    case '#5e98d9':
      return 'industrial';
    case '#4b69ff':
      return 'milspec';
    case '#8847ff':
      return 'restricted';
    case '#d32ce6':
      return 'classified';
    case '#eb4b4b':
    case '#e4ae39':
      return 'covert';
    default:
      return 'consumer';
  }
}

function weaponTypeOf(item: CS2EconomyItem): WeaponType {
  if (item.type === 'melee') return 'knife';
  if (item.type === 'glove') return 'gloves';
  if (item.model === 'awp' || item.model === 'ssg08' || item.model === 'scar20' || item.model === 'g3sg1') return 'sniper';
  switch (item.category) {
    case 'secondary':
      return 'pistol';
    case 'smg':
      return 'smg';
    case 'heavy':
      return 'heavy';
    default:
      return 'rifle';
  }
}

/** Splits "AK-47 | Redline" into weapon and skin; a vanilla knife has no skin part. */
function splitName(name: string | undefined, fallback: string): [string, string] {
  const text = (name ?? fallback).replace(/^★\s*/, '');
  const at = text.indexOf(' | ');
  return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at + 3)];
}

function chooseWear(item: CS2EconomyItem): { wear: Wear; wearValue: number } {
  const min = item.wearMin ?? 0;
  const max = item.wearMax ?? 1;
  const possible = WEARS.filter((wear) => WEAR_RANGES[wear][1] > min && WEAR_RANGES[wear][0] < max);
  const wear = possible[Math.floor(unit(`wear:${item.id}`) * possible.length)] ?? 'FT';
  const low = Math.max(min, WEAR_RANGES[wear][0]);
  const high = Math.min(max, WEAR_RANGES[wear][1]);
  const wearValue = Math.round((low + (high - low) * unit(`float:${item.id}`)) * 10_000) / 10_000;
  return { wear, wearValue };
}

function priceOf(item: CS2EconomyItem, rarity: Rarity, wear: Wear): number {
  const [low, high] = RARITY_PRICE_COINS[rarity];
  const base = low + (high - low) * unit(`price:${item.id}`);
  const popularity = item.model && POPULAR_MODELS.has(item.model) ? 1.5 : 1;
  return Math.max(1, Math.round(base * popularity * WEAR_PRICE_FACTOR[wear] * 100));
}

function toOrnament(item: CS2EconomyItem): DemoOrnament {
  const rarity = rarityOf(item);
  const { wear, wearValue } = chooseWear(item);
  const weaponType = weaponTypeOf(item);
  const [weaponEn, skinEn] = splitName(english[item.id]?.name, item.name);
  const [weaponCn, skinCn] = splitName(schinese[item.id]?.name, item.name);
  const [weaponBr, skinBr] = splitName(brazilian[item.id]?.name, item.name);
  return {
    id: `orn-${item.id}-${wear.toLowerCase()}`,
    cs2Id: item.id,
    weaponType,
    weapon: { cn: weaponCn, br: weaponBr, en: weaponEn },
    skin: { cn: skinCn, br: skinBr, en: skinEn },
    rarity,
    wear,
    wearValue,
    price: priceOf(item, rarity, wear),
    image: ornamentImagePath(weaponType, rarity),
    art: item.getImage(wearValue),
  };
}

/** Sealed graffiti cost a few cents of a coin; being sealed, they carry no wear (shown as factory new). */
const GRAFFITI_PRICE = { low: 5, high: 40 } as const;

function toGraffiti(item: CS2EconomyItem): DemoOrnament {
  const [weaponEn, skinEn] = splitName(english[item.id]?.name, item.name);
  const [weaponCn, skinCn] = splitName(schinese[item.id]?.name, item.name);
  const [weaponBr, skinBr] = splitName(brazilian[item.id]?.name, item.name);
  return {
    id: `orn-${item.id}-sealed`,
    cs2Id: item.id,
    weaponType: 'graffiti',
    weapon: { cn: weaponCn, br: weaponBr, en: weaponEn },
    skin: { cn: skinCn, br: skinBr, en: skinEn },
    rarity: 'consumer',
    wear: 'FN',
    wearValue: 0,
    price: GRAFFITI_PRICE.low + Math.floor(unit(`price:${item.id}`) * (GRAFFITI_PRICE.high - GRAFFITI_PRICE.low + 1)),
    image: ornamentImagePath('graffiti', 'consumer'),
    art: item.getImage(),
  };
}

/** How many sealed graffiti the demo has: the consolation prizes of the percentage game. */
const GRAFFITI_COUNT = 5;

/** Picks `count` items spread evenly over a list sorted by id, so the choice is stable. */
function spread<T extends { id: number }>(items: readonly T[], count: number): T[] {
  const sorted = [...items].sort((a, b) => a.id - b.id);
  if (sorted.length <= count) return sorted;
  return Array.from({ length: count }, (_, i) => sorted[Math.floor((i * sorted.length) / count)]!);
}

/**
 * Rarer for dearer: an item's weight falls with its price to the power `steepness`. At 1 every
 * item adds the same share to the expected return; above 1 the dear items are rarer still. The
 * gentlest steepness from 1.2 up that keeps the spread within MAX_PAYOUT_SPREAD is used.
 */
function weighted(ornaments: readonly DemoOrnament[]) {
  for (let steepness = 1.2; ; steepness += 0.1) {
    // Weights are the whole roll points each item gets, so the spread checked is the true one.
    const points = rangesFromWeights(ornaments.map((ornament) => ornament.price ** -steepness)).map(rangeWidth);
    const items = ornaments.map((ornament, index) => ({ ornamentId: ornament.id, price: ornament.price, weight: points[index]! }));
    if (payoutSpread(items) <= MAX_PAYOUT_SPREAD || steepness > 6) return items.map(({ ornamentId, weight }) => ({ ornamentId, weight }));
  }
}

/** The expected return in hundredths of items with whole roll points. */
function expectedOf(ornaments: readonly DemoOrnament[], points: readonly number[]): number {
  return ornaments.reduce((sum, ornament, index) => sum + ornament.price * points[index]!, 0) / 100_000;
}

/**
 * Rarer for dearer, as steep as it takes for the expected return to come down to `target`
 * (hundredths): a forge pool's return is set by its band, not by its items.
 */
function weightedToward(ornaments: readonly DemoOrnament[], target: number) {
  const pointsAt = (steepness: number) => rangesFromWeights(ornaments.map((ornament) => ornament.price ** -steepness)).map(rangeWidth);
  let gentle = 0;
  let steep = 12;
  for (let step = 0; step < 50; step += 1) {
    const middle = (gentle + steep) / 2;
    if (expectedOf(ornaments, pointsAt(middle)) > target) gentle = middle;
    else steep = middle;
  }
  const points = pointsAt(steep);
  return ornaments.map((ornament, index) => ({ ornamentId: ornament.id, weight: points[index]! }));
}

interface BoxPlan {
  readonly id: string;
  readonly name: Localized;
  readonly categoryId: string;
  /** A real CS2 case: the box holds its skins and shows its art. */
  readonly caseId?: number;
  readonly pick?: (economy: CS2EconomyItem[]) => CS2EconomyItem[];
  readonly kind?: number;
  readonly level?: number;
  readonly returnRate?: number;
  /** The expected return the weights are set for, hundredths (forge pools); else rarer for dearer. */
  readonly expectedReturn?: number;
}

const isSkin = (item: CS2EconomyItem) => !item.base && !item.free && (item.type === 'weapon' || item.type === 'melee' || item.type === 'glove');

/** A real CS2 case, by its item id in the CS2 data. */
function caseOf(economy: readonly CS2EconomyItem[], caseId: number): CS2EconomyItem {
  const container = economy.find((item) => item.id === caseId && item.type === 'case');
  if (!container) throw new Error(`CS2 data has no case ${caseId}`);
  return container;
}

function byModel(models: readonly string[], count: number, rarities?: readonly Rarity[]) {
  return (economy: CS2EconomyItem[]) =>
    spread(
      economy.filter((item) => isSkin(item) && item.model !== undefined && models.includes(item.model) && (!rarities || rarities.includes(rarityOf(item)))),
      count,
    );
}

function byType(type: string, count: number) {
  return (economy: CS2EconomyItem[]) => spread(economy.filter((item) => isSkin(item) && item.type === type), count);
}

function byRarity(rarities: readonly Rarity[], count: number, salt: string) {
  return (economy: CS2EconomyItem[]) =>
    spread(
      economy.filter((item) => isSkin(item) && item.type === 'weapon' && rarities.includes(rarityOf(item)) && unit(`${salt}:${item.id}`) < 0.05),
      count,
    );
}

/** Skins whose demo price falls within a band of whole coins: the contents of a forge pool. */
function byPrice(lowCoins: number, highCoins: number, count: number, salt: string) {
  return (economy: CS2EconomyItem[]) =>
    spread(
      economy.filter((item) => {
        if (!isSkin(item) || unit(`${salt}:${item.id}`) >= 0.25) return false;
        const price = toOrnament(item).price;
        return price >= lowCoins * 100 && price <= highCoins * 100;
      }),
      count,
    );
}

/** Weapon boxes skip the cheapest grades so one box does not span a thousandfold in price. */
const WEAPON_BOX_RARITIES: readonly Rarity[] = ['milspec', 'restricted', 'classified', 'covert'];

/**
 * The forge's pools: each holds skins priced from half to five times its centre, the centres
 * 1.5 times apart, weighted to return 90% of the centre. A pool's input value (its price) is set
 * from its expected return like a box's, so each band starts at about its centre, where its pool
 * pays 90%, and the next band starts 1.5 times higher.
 */
const FORGE_POOLS = 14;
const FORGE_CENTRE_COINS = (band: number) => 4 * 1.5 ** (band - 1);
const FORGE_RETURN_RATE = 0.9;

/**
 * The fishing pools: 5 grounds × 3 levels. A pool's price is what one cast's bait costs at its
 * level (1, 5 and 20 coins); its items are skins of the ground's weapon families priced from a
 * third to six times the return it is weighted to, 90% of that bait, so deeper water is richer.
 */
const FISHING_BAIT_COINS = [1, 5, 20] as const;
const FISHING_RETURN_RATE = 0.9;
const FISHING_GROUNDS: readonly { readonly name: Localized; readonly types: readonly WeaponType[] }[] = [
  { name: { cn: '柳溪', br: 'Riacho dos Salgueiros', en: 'Willow Creek' }, types: ['pistol', 'smg'] },
  { name: { cn: '镜湖', br: 'Lago Espelhado', en: 'Mirror Lake' }, types: ['smg', 'heavy'] },
  { name: { cn: '旧港', br: 'Porto Velho', en: 'Old Harbour' }, types: ['rifle'] },
  { name: { cn: '珊瑚礁', br: 'Recife de Coral', en: 'Coral Reef' }, types: ['sniper', 'rifle'] },
  { name: { cn: '深渊', br: 'Abismo', en: 'The Abyss' }, types: ['rifle', 'sniper', 'pistol', 'smg', 'heavy'] },
];
const FISHING_DEPTHS: readonly Localized[] = [
  { cn: '浅滩', br: 'Raso', en: 'Shallows' },
  { cn: '开阔水域', br: 'Águas abertas', en: 'Open water' },
  { cn: '深水', br: 'Águas profundas', en: 'Deep water' },
];

/**
 * Skins of some weapon families whose demo price falls within a band of whole coins, picked
 * evenly from cheapest to dearest so every pool can be weighted to its return: a fishing pool's catch.
 */
function byPriceAndType(lowCoins: number, highCoins: number, types: readonly WeaponType[], count: number, salt: string) {
  return (economy: CS2EconomyItem[]) => {
    const priced = economy
      .filter((item) => isSkin(item) && item.type === 'weapon' && types.includes(weaponTypeOf(item)) && unit(`${salt}:${item.id}`) < 0.35)
      .map((item) => ({ item, price: toOrnament(item).price }))
      .filter(({ price }) => price >= lowCoins * 100 && price <= highCoins * 100)
      .sort((a, b) => a.price - b.price || a.item.id - b.item.id);
    if (priced.length <= count) return priced.map(({ item }) => item);
    return Array.from({ length: count }, (_, i) => priced[Math.round((i * (priced.length - 1)) / (count - 1))]!.item);
  };
}

function fishingPlans(): BoxPlan[] {
  return FISHING_GROUNDS.flatMap((ground, groundIndex) =>
    FISHING_DEPTHS.map((depth, levelIndex): BoxPlan => {
      const id = `fish-${groundIndex + 1}-${levelIndex + 1}`;
      const target = FISHING_BAIT_COINS[levelIndex]! * FISHING_RETURN_RATE;
      return {
        id,
        name: { cn: `${ground.name.cn} · ${depth.cn}`, br: `${ground.name.br} · ${depth.br}`, en: `${ground.name.en} · ${depth.en}` },
        categoryId: FISHING_CATEGORY_ID,
        pick: byPriceAndType(target / 3, target * 6, ground.types, 10, id),
        kind: BOX_KIND.fishing,
        expectedReturn: Math.round(target * 100),
      };
    }),
  );
}

const PLANS: readonly BoxPlan[] = [
  { id: 'recoil', name: { cn: '反冲武器箱', br: 'Caixa Coice', en: 'Recoil Case' }, categoryId: 'hot', caseId: 9503 },
  { id: 'revolution', name: { cn: '变革武器箱', br: 'Caixa Revolução', en: 'Revolution Case' }, categoryId: 'hot', caseId: 9506 },
  { id: 'kilowatt', name: { cn: '千瓦武器箱', br: 'Caixa Kilowatt', en: 'Kilowatt Case' }, categoryId: 'hot', caseId: 11422 },
  { id: 'dreams', name: { cn: '梦魇武器箱', br: 'Caixa Sonhos e Pesadelos', en: 'Dreams & Nightmares Case' }, categoryId: 'hot', caseId: 9501 },
  { id: 'fracture', name: { cn: '裂空武器箱', br: 'Caixa Fratura', en: 'Fracture Case' }, categoryId: 'hot', caseId: 9433 },
  { id: 'snakebite', name: { cn: '蛇噬武器箱', br: 'Caixa Picada de Cobra', en: 'Snakebite Case' }, categoryId: 'hot', caseId: 9437 },
  { id: 'ak47', name: { cn: 'AK-47 专题箱', br: 'Caixa AK-47', en: 'AK-47 Box' }, categoryId: 'weapon', pick: byModel(['ak47'], 14, WEAPON_BOX_RARITIES) },
  { id: 'awp', name: { cn: 'AWP 专题箱', br: 'Caixa AWP', en: 'AWP Box' }, categoryId: 'weapon', pick: byModel(['awp'], 14, WEAPON_BOX_RARITIES) },
  { id: 'm4', name: { cn: 'M4 双子箱', br: 'Caixa M4', en: 'M4 Box' }, categoryId: 'weapon', pick: byModel(['m4a1', 'm4a1_silencer'], 14, WEAPON_BOX_RARITIES) },
  { id: 'pistols', name: { cn: '手枪精选箱', br: 'Caixa de Pistolas', en: 'Pistol Box' }, categoryId: 'weapon', pick: byModel(['deagle', 'usp_silencer', 'glock', 'p250', 'fiveseven'], 15, WEAPON_BOX_RARITIES) },
  { id: 'knives', name: { cn: '匕首臻选箱', br: 'Caixa de Facas', en: 'Knife Box' }, categoryId: 'premium', pick: byType('melee', 12), returnRate: 0.93 },
  { id: 'gloves', name: { cn: '手套臻选箱', br: 'Caixa de Luvas', en: 'Glove Box' }, categoryId: 'premium', pick: byType('glove', 12), returnRate: 0.93 },
  { id: 'starter', name: { cn: '新手军规箱', br: 'Caixa Iniciante', en: 'Starter Box' }, categoryId: 'budget', pick: byRarity(['milspec', 'restricted'], 15, 'starter'), returnRate: 0.88 },
  { id: 'free-1', name: { cn: '1 级福利箱', br: 'Caixa grátis nível 1', en: 'Level 1 free box' }, categoryId: 'free', pick: byRarity(['consumer', 'industrial'], 10, 'free-1'), kind: BOX_KIND.free, level: 1 },
  { id: 'free-5', name: { cn: '5 级福利箱', br: 'Caixa grátis nível 5', en: 'Level 5 free box' }, categoryId: 'free', pick: byRarity(['industrial', 'milspec'], 10, 'free-5'), kind: BOX_KIND.free, level: 5 },
  { id: 'free-10', name: { cn: '10 级福利箱', br: 'Caixa grátis nível 10', en: 'Level 10 free box' }, categoryId: 'free', pick: byRarity(['milspec', 'restricted'], 10, 'free-10'), kind: BOX_KIND.free, level: 10 },
  ...Array.from({ length: FORGE_POOLS }, (_, index): BoxPlan => {
    const band = index + 1;
    const centre = FORGE_CENTRE_COINS(band);
    return {
      id: `forge-${band}`,
      name: { cn: `合成档位 ${band}`, br: `Faixa da forja ${band}`, en: `Forge band ${band}` },
      categoryId: FORGE_CATEGORY_ID,
      pick: byPrice(centre / 2, centre * 5, 12, `forge-${band}`),
      kind: BOX_KIND.forge,
      expectedReturn: Math.round(centre * 100 * FORGE_RETURN_RATE),
    };
  }),
  ...fishingPlans(),
];

/** Builds the demo catalogue from the CS2 data; the result is the same on every run. */
export function buildDemoCatalogue(): DemoCatalogue {
  // No base address: the art is kept as a path, and the server puts it under ITEM_ART_URL.
  CS2Economy.use({ items: CS2_ITEMS, language: english, assetsBaseUrl: '' });
  const economy = CS2Economy.itemsAsArray;
  const ornaments = new Map<string, DemoOrnament>();
  const boxes = PLANS.map((plan): DemoBox => {
    const container = plan.caseId === undefined ? null : caseOf(economy, plan.caseId);
    const picked = (container ? container.contents.filter(isSkin) : plan.pick!(economy)).map(toOrnament);
    if (picked.length < 2) throw new Error(`demo box ${plan.id} found too few items`);
    for (const ornament of picked) ornaments.set(ornament.id, ornament);
    const dearest = picked.reduce((best, ornament) => (ornament.price > best.price ? ornament : best));
    return {
      id: plan.id,
      name: plan.name,
      categoryId: plan.categoryId,
      kind: plan.kind ?? BOX_KIND.paid,
      level: plan.level ?? 0,
      image: boxImagePath(plan.categoryId),
      art: container ? container.getImage() : dearest.art,
      items: plan.expectedReturn === undefined ? weighted(picked) : weightedToward(picked, plan.expectedReturn),
      returnRate: plan.returnRate ?? 0.9,
    };
  });
  const graffiti = spread(
    economy.filter((item) => item.type === 'graffiti' && item.rarity === '#b0c3d9'),
    GRAFFITI_COUNT,
  ).map(toGraffiti);
  return { categories: DEMO_CATEGORIES, ornaments: [...ornaments.values(), ...graffiti], boxes };
}
