import { useCallback, useState } from 'react';
import { readText, STORAGE_KEYS, writeText } from '../../../lib/storage';

/** Whether this device has confirmed the visitor is 18 or older (asked once, remembered). */
export function useAdultConfirmation() {
  const [confirmed, setConfirmed] = useState(() => readText(STORAGE_KEYS.adultConfirmed) === '1');
  const confirm = useCallback(() => {
    writeText(STORAGE_KEYS.adultConfirmed, '1');
    setConfirmed(true);
  }, []);
  return { confirmed, confirm };
}
