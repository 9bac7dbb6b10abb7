import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fishingKeys } from '../../../lib/query-keys/fishing-keys';
import { refreshMemberHoldings } from '../../../lib/query-keys/member-holdings';

/** What fishing changes besides the member's holdings: the session, the tools, the bag, the history; never the spots. */
const CHANGED_BY_FISHING = [fishingKeys.session, fishingKeys.toolSets, fishingKeys.bags, fishingKeys.histories];

export function useRefreshAfterFishing(): () => void {
  const client = useQueryClient();
  return useCallback(() => refreshMemberHoldings(client, CHANGED_BY_FISHING), [client]);
}
