import { useEffect, useState } from 'react';

/**
 * The server's clock as this browser best knows it: the server's time in its last answer, moved on
 * by the local clock since that answer arrived; ticks every `stepMs` while mounted.
 */
export function useServerNow(serverTime: number | undefined, receivedAt: number, stepMs = 250): number {
  const offset = serverTime === undefined ? 0 : serverTime - receivedAt;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), stepMs);
    return () => window.clearInterval(timer);
  }, [stepMs]);
  return now + offset;
}
