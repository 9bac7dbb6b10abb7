import type { ScreenPath } from '@lootbay/shared/routes';

/**
 * The module under `./pages` that draws each built screen. The router loads a page's module when
 * it is first shown; the build lists each one's files (`.vite/page-modules.json`, see
 * vite.config.ts) so the server fetches them with the app's code when that page is opened first.
 * Every screen has one; `/` (home) comes with the app's code.
 */
export const PAGE_MODULES = {
  '/box-info': 'box-info-page',
  '/bag': 'bag-page',
  '/fair': 'fair-page',
  '/user-history': 'user-history-page',
  '/user': 'user-page',
  '/user-setup': 'user-setup-page',
  '/recharge': 'recharge-page',
  '/recharge-list': 'recharge-list-page',
  '/percentage': 'percentage-page',
  '/compound': 'compound-page',
  '/pk-room': 'pk-room-page',
  '/pk-room-add': 'pk-room-add-page',
  '/pk-room-details': 'pk-room-details-page',
  '/roll-house': 'roll-house-page',
  '/roll-house-info': 'roll-house-info-page',
  '/freebox': 'freebox-page',
  '/freeboxdetails': 'freebox-details-page',
  '/exponent': 'exponent-page',
  '/exponent_history': 'exponent-history-page',
  '/exponent_bag': 'exponent-bag-page',
  '/fishing': 'fishing-page',
  '/details': 'fishing-details-page',
  '/fish-shop': 'fish-shop-page',
  '/fishingbag': 'fishing-bag-page',
  '/shop': 'shop-page',
  '/help': 'help-page',
  '/download': 'download-page',
  '/agreement': 'legal-page',
  '/privacy': 'legal-page',
  '/ranking': 'ranking-page',
  '/transparency': 'transparency-page',
  '/invite': 'invite-page',
  '/msg': 'msg-page',
} as const satisfies Record<Exclude<ScreenPath, '/'>, string>;

/** The page of an address that is no page. */
export const NOT_FOUND_MODULE = 'not-found-page';
