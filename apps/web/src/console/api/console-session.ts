/**
 * The console's session token. It lives in sessionStorage: it ends with the tab, and a player's
 * token in localStorage is never sent to the console, nor this one to the player API.
 */
const TOKEN_KEY = 'lootbay.console.token';

type Listener = () => void;
const listeners = new Set<Listener>();

function read(): string | null {
  try {
    return window.sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

let token: string | null = read();

function publish(next: string | null): void {
  token = next;
  try {
    if (next === null) window.sessionStorage.removeItem(TOKEN_KEY);
    else window.sessionStorage.setItem(TOKEN_KEY, next);
  } catch {
    // Without storage the session lasts for this page only.
  }
  for (const listener of listeners) listener();
}

export function consoleToken(): string | null {
  return token;
}

export function startConsoleSession(next: string): void {
  publish(next);
}

export function endConsoleSession(): void {
  publish(null);
}

export function subscribeConsoleSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
