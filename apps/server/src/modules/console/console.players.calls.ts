import { AppError } from '@lootbay/shared/errors';
import { playerBodySchema, playerProfileSchema, playerSearchBodySchema, playerSearchPageSchema, type PlayerProfile } from '@lootbay/shared/schemas/console-players';
import type { AccountService } from '../account/account.service';
import type { WalletService } from '../wallet/wallet.service';
import type { AuditLog } from './console.audit';
import { playerTarget, readCall, type ConsoleCall } from './console.calls';
import { correctionCalls } from './console.corrections.calls';
import type { Corrections } from './console.corrections';

export interface PlayerCallsDependencies {
  readonly accounts: Pick<AccountService, 'players'>;
  readonly wallet: Pick<WalletService, 'balancesOf' | 'balances' | 'level'>;
  readonly audit: AuditLog;
  readonly corrections: Corrections;
}

/**
 * The player desk: finding a player and their profile, drawn from the account, the wallet and the
 * console's own audit log (who froze them last, and why); and balance corrections, which two
 * operators decide. A module's own view of a player (records, items, opens) is its own call.
 */
export function playerCalls(deps: PlayerCallsDependencies): ConsoleCall[] {
  const { accounts, wallet, audit } = deps;

  async function lastFreeze(userId: string): Promise<PlayerProfile['lastFreeze']> {
    const [entry] = (await audit.page({ action: 'players/freeze', target: playerTarget(userId) }, 1, 1)).list;
    if (!entry) return null;
    return { frozen: (entry.after as { frozen?: boolean } | null)?.frozen === true, by: entry.actor, at: entry.at, reason: entry.reason };
  }

  return [
    readCall({
      path: 'players/search',
      access: 'players.read',
      summary: 'Players by phone number (whole or part), nickname (part), user id, invite code or login name, newest first',
      body: playerSearchBodySchema,
      data: playerSearchPageSchema,
      async read(body) {
        const { list, total } = await accounts.players.search(body.query, body.page, body.size);
        const coins = await wallet.balancesOf(
          list.map((player) => player.userId),
          'coin',
        );
        return { list: list.map((player) => ({ ...player, coin: coins.get(player.userId) ?? 0 })), total, page: body.page, size: body.size };
      },
    }),
    readCall({
      path: 'players/profile',
      access: 'players.read',
      summary: "A player's profile, real-name status (masked), balances, level, live sessions and accounts of the same owner",
      body: playerBodySchema,
      data: playerProfileSchema,
      async read(body) {
        const profile = await accounts.players.profile(body.userId);
        if (!profile) throw new AppError('CONSOLE_PLAYER_NOT_FOUND');
        const [balances, level, freeze] = await Promise.all([wallet.balances(body.userId), wallet.level(body.userId), lastFreeze(body.userId)]);
        return { ...profile, balances, level: { level: level.level, experience: level.experience, nextLevelExperience: level.nextLevelExperience, progress: level.progress }, lastFreeze: freeze };
      },
    }),
    ...correctionCalls(deps.corrections),
  ];
}
