import { useEffect } from 'react';
import { socketClient } from '../../../lib/socket-client';
import { useRefreshAfterFishing } from '../api/refresh-after-fishing';

/** A leisure catch landed (on this server or another, while the page is open): the session, bag and backpack are read again. */
export function useFishingEvents(): void {
  const refresh = useRefreshAfterFishing();
  useEffect(() => socketClient.on('fishing_catch', refresh), [refresh]);
}
