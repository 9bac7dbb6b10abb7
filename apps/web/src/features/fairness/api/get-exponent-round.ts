import { useQuery } from '@tanstack/react-query';
import { exponentListSchema, exponentPurchasePageSchema, type ExponentPurchase, type ExponentRound } from '@lootbay/shared/schemas/exponent';
import { apiCall } from '../../../lib/api-client';
import { fairnessKeys } from '../../../lib/query-keys/fairness-keys';

export interface ExponentRoundProof {
  readonly round: ExponentRound;
  /** Every buyer in purchase order, with their seeds once the round settled. */
  readonly buyers: readonly ExponentPurchase[];
}

const PAGE = 100;

/** An exponent round and all its buyers: what its check needs. */
async function loadRound(issue: string, signal: AbortSignal): Promise<ExponentRoundProof> {
  const round = (await apiCall('/exponential/list', { issue }, exponentListSchema, { signal })).list[0];
  if (!round) throw new Error(`no round ${issue}`);
  const buyers: ExponentPurchase[] = [];
  for (let page = 1; buyers.length < round.buyers; page += 1) {
    const next = await apiCall('/exponential/userList', { issue, page, size: PAGE }, exponentPurchasePageSchema, { signal });
    buyers.push(...next.list);
    if (next.list.length < PAGE) break;
  }
  return { round, buyers };
}

export function useExponentRoundProof(issue: string | null) {
  return useQuery({ queryKey: fairnessKeys.exponentRound(issue), queryFn: ({ signal }) => loadRound(issue!, signal), enabled: issue !== null && /^\d{12,13}$/.test(issue) });
}
