import { useEffect, useState } from 'react';
import { readText, removeKey, STORAGE_KEYS, writeText } from '../../lib/storage';

/** True while the view is seen for the first time on this device; the flag is set once shown. */
export function useFirstVisit(): boolean {
  const [first] = useState(() => readText(STORAGE_KEYS.firstVisit) === null);
  useEffect(() => {
    writeText(STORAGE_KEYS.firstVisit, '1');
  }, []);
  return first;
}

export function clearFirstVisit(): void {
  removeKey(STORAGE_KEYS.firstVisit);
}
