import { useEffect, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { currentSession, subscribeSession } from '../lib/session';
import { socketClient } from '../lib/socket-client';

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
    const stopNotices = socketClient.on('notice', () => void client.invalidateQueries({ queryKey: ['bulletin'] }));
    return () => {
      stopSession();
      stopNotices();
      socketClient.stop();
    };
  }, [client]);

  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Realtime />
      {children}
    </QueryClientProvider>
  );
}
