import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { socketClient } from '../../../lib/socket-client';

/** A retrieval of the member moved on (the market answered on any server): the tracker and the backpack are read again. */
export function useRetrievalEvents(): void {
  const client = useQueryClient();
  useEffect(() => socketClient.on('retrieval', () => void client.invalidateQueries()), [client]);
}
