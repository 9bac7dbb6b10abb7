import { useEffect, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { ensureDeviceSeed } from '../lib/device-seed';
import { bulletinKeys } from '../lib/query-keys/bulletin-keys';
import { fairnessKeys } from '../lib/query-keys/fairness-keys';
import { currentSession, subscribeSession } from '../lib/session';
import { socketClient } from '../lib/socket-client';
import { useSessionToken } from '../lib/use-session-token';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The API client reports each failure with a toast; a retry would report it twice.
      retry: false,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

/** Keeps the realtime connection open under the current identity and applies its events. */
function Realtime() {
  const client = useQueryClient();

  useEffect(() => {
    socketClient.start(currentSession().token);
    const stopSession = subscribeSession(() => {
      socketClient.start(currentSession().token);
      void client.invalidateQueries();
    });
    const stopNotices = socketClient.on('notice', () => void client.invalidateQueries({ queryKey: bulletinKeys.all }));
    return () => {
      stopSession();
      stopNotices();
      socketClient.stop();
    };
  }, [client]);

  return null;
}

/**
 * Sends this device's user seed whenever a session starts (a stored token at app start, a sign-in,
 * an account switch), so the member's first roll is not refused for want of one.
 */
function DeviceSeed() {
  const client = useQueryClient();
  const token = useSessionToken();

  useEffect(() => {
    if (!token) return;
    ensureDeviceSeed()
      .then((sent) => {
        if (sent) void client.invalidateQueries({ queryKey: fairnessKeys.userKeys });
      })
      // Not fatal here: an open refused for want of a seed sends it again before its retry.
      .catch(() => undefined);
  }, [client, token]);

  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Realtime />
      <DeviceSeed />
      {children}
    </QueryClientProvider>
  );
}
