import { RARITY_INFO, type Rarity } from '@lootbay/shared/catalog';

/**
 * Item and box pictures drawn locally as SVG, so the catalogue renders without the internet (the
 * CS2 image CDN is out of reach in production networks we must support). One picture per weapon
 * type and rarity, one per box category; both are served with long caching.
 */

/** Weapon families, and sealed graffiti: the percentage game's consolation prize. */
export const WEAPON_TYPES = ['rifle', 'sniper', 'smg', 'pistol', 'heavy', 'knife', 'gloves', 'graffiti'] as const;
export type WeaponType = (typeof WEAPON_TYPES)[number];

export const IMAGE_ROUTE_PREFIX = '/images';

export function ornamentImagePath(weaponType: WeaponType, rarity: Rarity): string {
  return `${IMAGE_ROUTE_PREFIX}/ornaments/${weaponType}/${rarity}.svg`;
}

export function boxImagePath(categoryId: string): string {
  return `${IMAGE_ROUTE_PREFIX}/boxes/${categoryId}.svg`;
}

/** Side-view silhouettes on a 200×120 canvas. */
const SILHOUETTES: Record<WeaponType, string> = {
  rifle: 'M18 58h96l6-8h30l4 8h30v8h-18l-4 6h-22l-6 18h-16l4-18h-20l-10 26h-18l8-26h-26l-10 6h-28z',
  sniper: 'M8 56h120l4-6h22v-6h10v6h28v8h-20l-2 6h-30l-6 20h-14l4-20h-40l-8 8h-36l-6 4h-26z',
  smg: 'M30 54h90l6-6h24v8h20v8h-22l-4 6h-20l-4 22h-14l2-22h-16l-8 24h-16l6-24h-20l-24 6z',
  pistol: 'M52 44h100v16h-56l-6 6h-12l-8 32h-22l8-34h-4z',
  heavy: 'M10 52h150v-6h30v14h-24l-6 6h-40l-4 24h-16l2-24h-40l-8 22h-16l6-22h-34z',
  knife: 'M20 66l104-22c22-4 44 0 62 10-20 4-42 8-62 10l-10 4h-18l-4 10h-44c-14 0-24-4-28-12z',
  graffiti: 'M84 30h32v10h-32zM78 44h44c4 0 8 4 8 8v52c0 4-4 8-8 8h-44c-4 0-8-4-8-8v-52c0-4 4-8 8-8zM96 18h8v12h-8zM132 26l16-8 4 8-16 8zM134 40h18v8h-18z',
  gloves: 'M70 100v-44l-12-24c-2-6 6-10 10-4l12 20v-34c0-6 10-6 10 0v30h4v-38c0-6 10-6 10 0v38h4v-32c0-6 10-6 10 0v34h4v-24c0-6 10-6 10 0v48l-8 30z',
};

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

export function ornamentSvg(weaponType: WeaponType, rarity: Rarity): string {
  const color = RARITY_INFO[rarity].color;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 120" width="200" height="120">
<defs><radialGradient id="g" cx="50%" cy="60%" r="70%"><stop offset="0" stop-color="${color}" stop-opacity="0.55"/><stop offset="1" stop-color="#14161c" stop-opacity="0"/></radialGradient>
<linearGradient id="m" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f6fa"/><stop offset="1" stop-color="${color}"/></linearGradient></defs>
<rect width="200" height="120" fill="url(#g)"/>
<path d="${SILHOUETTES[weaponType]}" fill="url(#m)" stroke="#0b0c10" stroke-width="2" stroke-linejoin="round"/>
<rect x="0" y="114" width="200" height="6" fill="${color}"/>
</svg>`;
}

const CATEGORY_COLORS: Record<string, string> = {
  hot: '#eb4b4b',
  weapon: '#4b69ff',
  premium: '#e4ae39',
  budget: '#5e98d9',
  free: '#4caf50',
  forge: '#ff9800',
};

export function boxSvg(categoryId: string): string {
  const color = CATEGORY_COLORS[categoryId] ?? '#8847ff';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 160" width="200" height="160">
<defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#1b1d24"/></linearGradient></defs>
<path d="M40 60l60-28 60 28v62l-60 28-60-28z" fill="url(#b)" stroke="#0b0c10" stroke-width="3" stroke-linejoin="round"/>
<path d="M40 60l60 28 60-28M100 88v62" fill="none" stroke="#0b0c10" stroke-width="3"/>
<path d="M70 46l60 28v18" fill="none" stroke="#f4f6fa" stroke-width="6" stroke-opacity="0.8"/>
<text x="100" y="22" text-anchor="middle" font-family="sans-serif" font-size="14" fill="${escapeXml(color)}">LOOTBAY</text>
</svg>`;
}
