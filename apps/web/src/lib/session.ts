import { readJson, readText, removeKey, STORAGE_KEYS, writeJson, writeText } from './storage';

/**
 * The signed-in user as the shell shows it. The accounts calls answer more; the shell relies on
 * these fields only and keeps whatever else arrives.
 */
export interface SessionUser {
  readonly userId: string;
  readonly nickname?: string | null | undefined;
  readonly avatar?: string | null | undefined;
  readonly mobile?: string | null | undefined;
  /** Coins in hundredths, when the answer carries the wallet's fields. */
  readonly coin?: number | null | undefined;
  readonly [field: string]: unknown;
}

const TEXT_FIELDS = ['nickname', 'avatar', 'mobile'] as const;

/**
 * The stored user, when it still holds what the shell relies on. Checked by hand: this runs as the
 * app starts, before the schema library (and every schema) has loaded.
 */
function storedUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const user = value as Record<string, unknown>;
  const { userId, coin } = user;
  if (typeof userId !== 'string' && typeof userId !== 'number') return null;
  if (TEXT_FIELDS.some((field) => user[field] != null && typeof user[field] !== 'string')) return null;
  if (coin != null && !Number.isSafeInteger(coin)) return null;
  return { ...user, userId: String(userId) };
}

export interface Session {
  readonly token: string | null;
  readonly user: SessionUser | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function load(): Session {
  const token = readText(STORAGE_KEYS.token);
  const user = storedUser(readJson(STORAGE_KEYS.user));
  return { token, user: token ? user : null };
}

let snapshot: Session = load();

function publish(next: Session): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

/** The current session; the same object until it changes, as `useSyncExternalStore` needs. */
export function currentSession(): Session {
  return snapshot;
}

export function saveSession(token: string, user: SessionUser): void {
  writeText(STORAGE_KEYS.token, token);
  writeJson(STORAGE_KEYS.user, user);
  publish({ token, user });
}

export function clearSession(): void {
  removeKey(STORAGE_KEYS.token);
  removeKey(STORAGE_KEYS.user);
  // The unread count was this member's: the next one's badge starts from the server.
  removeKey(STORAGE_KEYS.messagesUnread);
  publish({ token: null, user: null });
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signing in or out changes this one too.
window.addEventListener('storage', () => {
  const next = load();
  if (next.token !== snapshot.token) publish(next);
});
