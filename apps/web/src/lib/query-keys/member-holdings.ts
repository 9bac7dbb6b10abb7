import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { socketClient } from '../socket-client';
import { accountKeys } from './account-keys';
import { activityKeys } from './activity-keys';
import { backpackKeys } from './backpack-keys';
import { fairnessKeys } from './fairness-keys';
import { freeBoxesKeys } from './free-boxes-keys';
import { inviteKeys } from './invite-keys';
import { messagesKeys } from './messages-keys';
import { responsibleKeys } from './responsible-keys';
import { rewardsKeys } from './rewards-keys';
import { statisticsKeys } from './statistics-keys';
import { walletKeys } from './wallet-keys';

/**
 * What any settled play, claim, sale or retrieval can change for the member, whatever the game: the backpack, level
 * and experience, the seed pair's round and opens, task and activity progress, the statistics,
 * the play limits, the free boxes' conditions, the promotion's figures and the messages; the
 * balances are `refreshBalances`'s. Catalogues (boxes, odds, pools, targets) and the live drops (the socket's `box_drop`) are
 * never among them.
 */
const MEMBER_HOLDINGS: readonly QueryKey[] = [backpackKeys.all, accountKeys.all, fairnessKeys.all, rewardsKeys.all, activityKeys.all, statisticsKeys.all, responsibleKeys.all, freeBoxesKeys.all, inviteKeys.all, messagesKeys.all];

/** Reads again what a play, claim, sale or retrieval changed: the member's holdings and the feature's own keys (its history, its session…). */
export function refreshMemberHoldings(client: QueryClient, own: readonly QueryKey[] = []): void {
  refreshBalances(client);
  for (const queryKey of [...MEMBER_HOLDINGS, ...own]) void client.invalidateQueries({ queryKey });
}

/** Reads the balances and their records again only while the socket is closed: while it is open, its `wallet_balance` writes them into the cache. */
export function refreshBalances(client: QueryClient): void {
  if (!socketClient.isOpen()) void client.invalidateQueries({ queryKey: walletKeys.all });
}
