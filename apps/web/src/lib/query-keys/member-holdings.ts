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
 * What any settled play or claim can change for the member, whatever the game: the backpack, level
 * and experience, the seed pair's round and opens, task and activity progress, the statistics,
 * the play limits, the free boxes' conditions, the promotion's figures and the messages. The
 * balances and their records too, unless the socket is open: then its `wallet_balance` carries
 * them. Catalogues (boxes, odds, pools, targets) and the live drops (the socket's `box_drop`) are
 * never among them.
 */
function memberHoldings(): readonly QueryKey[] {
  const wallet = socketClient.isOpen() ? [] : [walletKeys.all];
  return [...wallet, backpackKeys.all, accountKeys.all, fairnessKeys.all, rewardsKeys.all, activityKeys.all, statisticsKeys.all, responsibleKeys.all, freeBoxesKeys.all, inviteKeys.all, messagesKeys.all];
}

/** Reads again what a play or claim changed: the member's holdings and the game's own keys (its history, its session…). */
export function refreshAfterPlay(client: QueryClient, own: readonly QueryKey[] = []): void {
  for (const queryKey of [...memberHoldings(), ...own]) void client.invalidateQueries({ queryKey });
}
