/** The screens of spec point 2: the web router registers them, the server answers them with the app. */
export const SCREEN_PATHS = [
  '/',
  '/msg',
  '/bag',
  '/invite',
  '/recharge',
  '/recharge-list',
  '/user',
  '/user-setup',
  '/user-history',
  '/box-info',
  '/percentage',
  '/pk-room',
  '/pk-room-add',
  '/pk-room-details',
  '/shop',
  '/fish-shop',
  '/fishing',
  '/details',
  '/fishingbag',
  '/roll-house',
  '/roll-house-info',
  '/fair',
  '/help',
  '/freebox',
  '/freeboxdetails',
  '/download',
  '/compound',
  '/exponent',
  '/exponent_history',
  '/exponent_bag',
] as const;

/** Pages the product adds beside the spec's screens (legal texts, the daily ranking, the transparency report). */
export const EXTRA_PAGE_PATHS = ['/agreement', '/privacy', '/ranking', '/transparency'] as const;

export type ScreenPath = (typeof SCREEN_PATHS)[number] | (typeof EXTRA_PAGE_PATHS)[number];

export const PAGE_PATHS: readonly ScreenPath[] = [...SCREEN_PATHS, ...EXTRA_PAGE_PATHS];

/** The operator console: its pages live under this path, its calls under `${CONSOLE_PATH}/api`. */
export const CONSOLE_PATH = '/admin';
export const CONSOLE_API_PREFIX = `${CONSOLE_PATH}/api`;
