/**
 * The device's play session, kept in this tab's storage so a reload continues it and a new tab or
 * a new sign-in starts another: when it began, and how far into it the reality check was last
 * answered. An e2e test sets the start long ago, before the page loads, to see the check at once.
 */
const STARTED_AT_KEY = 'lootbay.playSessionStartedAt';
const ANSWERED_AT_KEY = 'lootbay.realityCheckAnsweredAt';

function readNumber(key: string): number | null {
  try {
    const value = Number(sessionStorage.getItem(key) ?? Number.NaN);
    return Number.isSafeInteger(value) && value >= 0 ? value : null;
  } catch {
    return null;
  }
}

function write(key: string, value: number | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, String(value));
  } catch {
    // Without storage the session lasts as long as this page.
  }
}

/** When the session began, starting one now if none is under way. */
export function ensurePlaySession(now: number): number {
  const started = readNumber(STARTED_AT_KEY);
  if (started !== null && started <= now) return started;
  write(STARTED_AT_KEY, now);
  write(ANSWERED_AT_KEY, null);
  return now;
}

/** Signing out ends the session: the next sign-in starts a new one. */
export function endPlaySession(): void {
  write(STARTED_AT_KEY, null);
  write(ANSWERED_AT_KEY, null);
}

/** When the reality check was last answered in this session; null before the first. */
export function realityCheckAnsweredAt(): number | null {
  return readNumber(ANSWERED_AT_KEY);
}

export function answerRealityCheck(at: number): void {
  write(ANSWERED_AT_KEY, at);
}
