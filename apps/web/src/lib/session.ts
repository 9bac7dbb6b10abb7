import { z } from 'zod';
import { readJson, readText, removeKey, STORAGE_KEYS, writeJson, writeText } from './storage';

/**
 * The signed-in user as the shell shows it. The accounts calls answer more; the shell relies on
 * these fields only and keeps whatever else arrives.
 */
export const sessionUserSchema = z.looseObject({
  userId: z.union([z.string(), z.number()]).transform(String),
  nickname: z.string().nullish(),
  avatar: z.string().nullish(),
  mobile: z.string().nullish(),
  /** Coins in hundredths, when the answer carries the wallet's fields. */
  coin: z.int().nullish(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export interface Session {
  readonly token: string | null;
  readonly user: SessionUser | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function load(): Session {
  const token = readText(STORAGE_KEYS.token);
  const parsed = sessionUserSchema.safeParse(readJson(STORAGE_KEYS.user));
  return { token, user: token && parsed.success ? parsed.data : null };
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
