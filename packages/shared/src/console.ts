/**
 * The operator console's roles and what each may do. The server checks a call's permission
 * against the caller's role on every request; the console's screens read the same table to show
 * only what a role may use.
 */
export const CONSOLE_ROLES = ['owner', 'operator', 'support', 'auditor'] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

export const CONSOLE_PERMISSIONS = [
  /** Items, prices, boxes, odds, categories. */
  'catalog.read',
  'catalog.write',
  /** Player profiles, balances, ledger, backpack, opens, sessions. */
  'players.read',
  /** Freeze, unfreeze, end sessions. */
  'players.write',
  /** Ask for a balance correction. */
  'money.correct',
  /** Approve another operator's correction above the threshold. */
  'money.approve',
  /** Recharge orders, callbacks, daily totals, returns. */
  'money.read',
  /** Redemption codes. */
  'money.write',
  /** Robots, battles and their reports, roll rooms, free boxes and activities. */
  'games.read',
  'games.write',
  /** Bulletins and system settings. */
  'site.read',
  'site.write',
  /** The audit log. */
  'audit.read',
  /** Operator accounts and their roles. */
  'operators.manage',
] as const;
export type ConsolePermission = (typeof CONSOLE_PERMISSIONS)[number];

const READ_ALL: readonly ConsolePermission[] = ['catalog.read', 'players.read', 'money.read', 'games.read', 'site.read'];

export const ROLE_PERMISSIONS: Readonly<Record<ConsoleRole, readonly ConsolePermission[]>> = {
  owner: CONSOLE_PERMISSIONS,
  operator: [...READ_ALL, 'catalog.write', 'players.write', 'money.correct', 'money.approve', 'money.write', 'games.write', 'site.write'],
  support: ['players.read', 'players.write', 'money.read', 'games.read', 'site.read'],
  auditor: [...READ_ALL, 'audit.read'],
};

export function roleMay(role: ConsoleRole, permission: ConsolePermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** A console session ends this long after sign-in, whatever happens in between. */
export const CONSOLE_SESSION_MS = 8 * 60 * 60 * 1000;
/** An unfinished enrolment (password checked, authenticator not yet confirmed) lasts this long. */
export const CONSOLE_ENROLMENT_MS = 15 * 60 * 1000;
/** Balance corrections above this many hundredths (1,000.00) need a second operator's approval. */
export const CORRECTION_APPROVAL_THRESHOLD = 100_000;
/** Sign-in attempts per minute from one address. */
export const CONSOLE_SIGN_IN_PER_MINUTE = 10;
