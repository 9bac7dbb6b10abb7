/**
 * Everything the app keeps on the device (spec point 3): the session token and user, the chosen
 * language, the age confirmation, bulletin dismissal, the first-visit flag, the confirmations turned off, and the percentage
 * game's last target (the spec's badge marker for the percentage item). Storage can be
 * unavailable (private modes, quotas), so every access tolerates failure.
 */
const PREFIX = 'lootbay.';

export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  locale: 'locale',
  adultConfirmed: 'adultConfirmed',
  bulletinHiddenUntil: 'bulletinHiddenUntil',
  firstVisit: 'firstVisit',
  percentageTarget: 'percentageTarget',
  /** The claimable rewards the member last looked at: the activity badge shows only for new ones. */
  activitySeen: 'activitySeen',
  inviteCode: 'inviteCode',
  /** The member's unread messages last known: the messages badge marker of spec point 3. */
  messagesUnread: 'messagesUnread',
  /** The irreversible actions the member chose not to be asked about again on this device. */
  confirmSkipped: 'confirmSkipped',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readText(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
}

export function writeText(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(PREFIX + key, value);
  } catch {
    // Without storage the choice lasts for this page only.
  }
}

export function removeKey(key: StorageKey): void {
  try {
    window.localStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export function readJson(key: StorageKey): unknown {
  const text = readText(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeText(key, JSON.stringify(value));
}
