import type { UiTexts } from '@lootbay/shared/i18n/cn';
import type { ScreenPath } from '@lootbay/shared/routes';
import type { IconName } from '../components/ui/icon';

export type ScreenKey = keyof UiTexts['screens'];

export interface Screen {
  readonly path: ScreenPath;
  /** Its texts under `screens.<key>` in the language files. */
  readonly key: ScreenKey;
  readonly icon: IconName;
}

/** Every page of spec point 2 with its texts and icon. */
export const SCREENS: Readonly<Record<ScreenPath, Screen>> = {
  '/': { path: '/', key: 'home', icon: 'home' },
  '/msg': { path: '/msg', key: 'msg', icon: 'mail' },
  '/bag': { path: '/bag', key: 'bag', icon: 'backpack' },
  '/invite': { path: '/invite', key: 'invite', icon: 'users' },
  '/recharge': { path: '/recharge', key: 'recharge', icon: 'wallet' },
  '/recharge-list': { path: '/recharge-list', key: 'rechargeList', icon: 'list' },
  '/user': { path: '/user', key: 'user', icon: 'user' },
  '/user-setup': { path: '/user-setup', key: 'userSetup', icon: 'settings' },
  '/user-history': { path: '/user-history', key: 'userHistory', icon: 'history' },
  '/box-info': { path: '/box-info', key: 'boxInfo', icon: 'box' },
  '/percentage': { path: '/percentage', key: 'percentage', icon: 'percent' },
  '/pk-room': { path: '/pk-room', key: 'pkRoom', icon: 'swords' },
  '/pk-room-add': { path: '/pk-room-add', key: 'pkRoomAdd', icon: 'swords' },
  '/pk-room-details': { path: '/pk-room-details', key: 'pkRoomDetails', icon: 'swords' },
  '/shop': { path: '/shop', key: 'shop', icon: 'store' },
  '/fish-shop': { path: '/fish-shop', key: 'fishShop', icon: 'store' },
  '/fishing': { path: '/fishing', key: 'fishing', icon: 'fish' },
  '/details': { path: '/details', key: 'fishingDetails', icon: 'fish' },
  '/fishingbag': { path: '/fishingbag', key: 'fishingBag', icon: 'backpack' },
  '/roll-house': { path: '/roll-house', key: 'rollHouse', icon: 'dice' },
  '/roll-house-info': { path: '/roll-house-info', key: 'rollHouseInfo', icon: 'dice' },
  '/fair': { path: '/fair', key: 'fair', icon: 'shield' },
  '/help': { path: '/help', key: 'help', icon: 'help' },
  '/freebox': { path: '/freebox', key: 'freebox', icon: 'gift' },
  '/freeboxdetails': { path: '/freeboxdetails', key: 'freeboxDetails', icon: 'gift' },
  '/download': { path: '/download', key: 'download', icon: 'download' },
  '/compound': { path: '/compound', key: 'compound', icon: 'hammer' },
  '/exponent': { path: '/exponent', key: 'exponent', icon: 'chart' },
  '/exponent_history': { path: '/exponent_history', key: 'exponentHistory', icon: 'history' },
  '/exponent_bag': { path: '/exponent_bag', key: 'exponentBag', icon: 'backpack' },
  '/agreement': { path: '/agreement', key: 'agreement', icon: 'list' },
  '/privacy': { path: '/privacy', key: 'privacy', icon: 'shield' },
  '/ranking': { path: '/ranking', key: 'ranking', icon: 'trophy' },
  '/transparency': { path: '/transparency', key: 'transparency', icon: 'chart' },
};

/** The legal texts, readable before the 18+ question is answered. */
export const LEGAL_PATHS = ['/agreement', '/privacy'] as const;

export interface NavEntry {
  readonly path: ScreenPath;
  readonly label: 'home' | 'arena' | 'roll' | 'freebox' | 'percentage' | 'forge' | 'exponent' | 'fishing' | 'shop' | 'recharge' | 'bag' | 'me';
  readonly icon: IconName;
}

/** Every game, in the order players reach for them: the arena first, then the games, then the free boxes and the mall. The computer's header lists them all (its logo leads home). */
export const GAMES: readonly NavEntry[] = [
  { path: '/pk-room', label: 'arena', icon: 'swords' },
  { path: '/roll-house', label: 'roll', icon: 'dice' },
  { path: '/percentage', label: 'percentage', icon: 'percent' },
  { path: '/compound', label: 'forge', icon: 'hammer' },
  { path: '/exponent', label: 'exponent', icon: 'chart' },
  { path: '/fishing', label: 'fishing', icon: 'fish' },
  { path: '/freebox', label: 'freebox', icon: 'gift' },
  { path: '/shop', label: 'shop', icon: 'store' },
];

/** The phone's bar: `games` opens the sheet of every game. */
export const BOTTOM_NAV: readonly (NavEntry | 'games')[] = [
  { path: '/', label: 'home', icon: 'home' },
  { path: '/pk-room', label: 'arena', icon: 'swords' },
  'games',
  { path: '/recharge', label: 'recharge', icon: 'wallet' },
  { path: '/bag', label: 'bag', icon: 'backpack' },
  { path: '/user', label: 'me', icon: 'user' },
];

/** The game modes the home page advertises (only what works), each tinted with a rarity colour. */
export const GAME_MODES: readonly { readonly path: ScreenPath; readonly grade: 1 | 2 | 3 | 4 | 5 }[] = [
  { path: '/pk-room', grade: 5 },
  { path: '/roll-house', grade: 4 },
  { path: '/percentage', grade: 3 },
  { path: '/compound', grade: 2 },
  { path: '/exponent', grade: 5 },
  { path: '/fishing', grade: 2 },
  { path: '/freebox', grade: 4 },
  { path: '/shop', grade: 3 },
];
