import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { socketClient } from '../../../lib/socket-client';
import { refreshMemberHoldings } from '../../../lib/query-keys/member-holdings';
import { retrievalKeys } from '../../../lib/query-keys/retrieval-keys';

/** A retrieval of the member moved on (the market answered on any server): the tracker and the backpack are read again. */
export function useRetrievalEvents(): void {
  const client = useQueryClient();
  useEffect(() => socketClient.on('retrieval', () => refreshMemberHoldings(client, [retrievalKeys.all])), [client]);
}
