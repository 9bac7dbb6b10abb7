import type { ConsolePermission } from '@lootbay/shared/console';
import type { ConsoleTexts } from '../i18n/cn';

type NavKey = keyof ConsoleTexts['common']['nav'];

export interface ScreenLink {
  readonly path: string;
  readonly label: NavKey;
  /** What a role needs to see the screen. */
  readonly permission: ConsolePermission;
}

export interface Area {
  readonly label: NavKey;
  readonly screens: readonly ScreenLink[];
}

/** The console's areas and their screens, under `/admin`; the sidebar shows what the role may see. */
export const AREAS: readonly Area[] = [
  {
    label: 'catalog',
    screens: [
      { path: 'catalog/boxes', label: 'boxes', permission: 'catalog.read' },
      { path: 'catalog/items', label: 'items', permission: 'catalog.read' },
      { path: 'catalog/categories', label: 'categories', permission: 'catalog.read' },
    ],
  },
  {
    label: 'players',
    screens: [
      { path: 'players', label: 'playerSearch', permission: 'players.read' },
      { path: 'corrections', label: 'corrections', permission: 'money.read' },
    ],
  },
  {
    label: 'money',
    screens: [
      { path: 'money/daily', label: 'daily', permission: 'money.read' },
      { path: 'money/orders', label: 'orders', permission: 'money.read' },
      { path: 'money/codes', label: 'codes', permission: 'money.read' },
      { path: 'money/red-packets', label: 'redPackets', permission: 'money.read' },
      { path: 'money/invites', label: 'invites', permission: 'money.read' },
      { path: 'money/returns', label: 'returns', permission: 'money.read' },
    ],
  },
  {
    label: 'games',
    screens: [
      { path: 'games/robots', label: 'robots', permission: 'games.read' },
      { path: 'games/battles', label: 'battles', permission: 'games.read' },
      { path: 'games/reports', label: 'reports', permission: 'games.read' },
      { path: 'games/roll-rooms', label: 'rollRooms', permission: 'games.read' },
      { path: 'games/free-boxes', label: 'freeBoxes', permission: 'games.read' },
      { path: 'games/exponent', label: 'exponent', permission: 'games.read' },
      { path: 'games/fishing', label: 'fishing', permission: 'games.read' },
    ],
  },
  {
    label: 'economy',
    screens: [
      { path: 'economy/mall', label: 'mall', permission: 'catalog.read' },
      { path: 'economy/keys', label: 'keys', permission: 'catalog.read' },
      { path: 'economy/retrievals', label: 'retrievals', permission: 'money.read' },
    ],
  },
  {
    label: 'site',
    screens: [
      { path: 'site/notices', label: 'notices', permission: 'site.read' },
      { path: 'site/settings', label: 'settings', permission: 'site.read' },
      { path: 'site/messages', label: 'officialMessages', permission: 'site.read' },
      { path: 'site/support', label: 'support', permission: 'players.read' },
    ],
  },
  {
    label: 'admin',
    screens: [
      { path: 'operators', label: 'operators', permission: 'operators.manage' },
      { path: 'audit', label: 'audit', permission: 'audit.read' },
    ],
  },
];

/** The first screen a role may see: where `/admin` leads. */
export function firstScreen(permissions: readonly ConsolePermission[]): string | null {
  for (const area of AREAS) {
    for (const screen of area.screens) if (permissions.includes(screen.permission)) return screen.path;
  }
  return null;
}
