import { useCallback, useState } from 'react';
import { readText, STORAGE_KEYS, writeText } from '../../../lib/storage';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DISMISS_FOR = { day: DAY_MS, week: 7 * DAY_MS } as const;

function snoozedNow(): boolean {
  const until = Number(readText(STORAGE_KEYS.bulletinHiddenUntil));
  return Number.isFinite(until) && until > Date.now();
}

/**
 * Whether the bulletin pop-up stays hidden: snoozed for a day or a week (remembered on the device),
 * or closed for this visit.
 */
export function useBulletinDismissal() {
  const [hidden, setHidden] = useState(snoozedNow);

  const snooze = useCallback((period: keyof typeof DISMISS_FOR) => {
    writeText(STORAGE_KEYS.bulletinHiddenUntil, String(Date.now() + DISMISS_FOR[period]));
    setHidden(true);
  }, []);

  const close = useCallback(() => setHidden(true), []);

  return { hidden, snooze, close };
}
