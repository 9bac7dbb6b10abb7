import { AppError } from '@lootbay/shared/errors';
import { inventoryPageSchema } from '@lootbay/shared/schemas/backpack';
import {
  playerBackpackBodySchema,
  playerBodySchema,
  playerFreezeAnswerSchema,
  playerFreezeBodySchema,
  playerLedgerBodySchema,
  playerOpensBodySchema,
  playerOpensPageSchema,
  playerProfileSchema,
  playerSearchBodySchema,
  playerSearchPageSchema,
  playerSessionsRevokeBodySchema,
  playerSessionsRevokedSchema,
  type PlayerProfile,
} from '@lootbay/shared/schemas/console-players';
import { blotterPageSchema } from '@lootbay/shared/schemas/wallet';
import type { Trx } from '../../db/unit-of-work';
import type { AccountService } from '../account/account.service';
import type { BackpackService } from '../backpack/backpack.service';
import type { BoxesService } from '../boxes/boxes.service';
import type { WalletService } from '../wallet/wallet.service';
import type { AuditLog } from './console.audit';
import { changeCall, readCall, type ConsoleCall } from './console.calls';
import { correctionCalls } from './console.corrections.calls';
import type { Corrections } from './console.corrections';

export interface PlayerCallsDependencies {
  readonly accounts: AccountService;
  readonly wallet: WalletService;
  readonly backpack: BackpackService;
  readonly boxes: BoxesService;
  readonly audit: AuditLog;
  readonly corrections: Corrections;
}

/** The audit target of everything done to a player, so their whole history is one filter away. */
const playerTarget = (userId: string): string => `user:${userId}`;

/** Players: search, profile, balances and ledger, backpack, opens; sessions and freezing; balance corrections. */
export function playerCalls(deps: PlayerCallsDependencies): ConsoleCall[] {
  const { accounts, wallet, backpack, boxes, audit } = deps;

  async function assertPlayer(userId: string): Promise<void> {
    if (!(await accounts.findUser(userId))) throw new AppError('CONSOLE_PLAYER_NOT_FOUND');
  }

  async function playerIn(trx: Trx, userId: string) {
    const player = await accounts.findUserIn(trx, userId);
    if (!player) throw new AppError('CONSOLE_PLAYER_NOT_FOUND');
    return player;
  }

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
    readCall({
      path: 'players/ledger',
      access: 'players.read',
      summary: "A player's account records (their side of each ledger transfer), newest first",
      body: playerLedgerBodySchema,
      data: blotterPageSchema,
      async read(body) {
        await assertPlayer(body.userId);
        return wallet.blotter(body.userId, body);
      },
    }),
    readCall({
      path: 'players/backpack',
      access: 'players.read',
      summary: "A player's items in every status (or one), newest first, with their total value",
      body: playerBackpackBodySchema,
      data: inventoryPageSchema,
      async read(body, { locale }) {
        await assertPlayer(body.userId);
        return backpack.inventory(body.userId, { page: body.page, size: body.size, status: body.status, sort: 'time', order: 'desc' }, locale);
      },
    }),
    readCall({
      path: 'players/opens',
      access: 'players.read',
      summary: "A player's box opens, newest first: box, price, item won and its price, odds version, roll",
      body: playerOpensBodySchema,
      data: playerOpensPageSchema,
      async read(body, { locale }) {
        await assertPlayer(body.userId);
        return boxes.opensOf(body.userId, body.page, body.size, locale);
      },
    }),
    changeCall({
      path: 'players/sessions/revoke',
      access: 'players.write',
      summary: 'End one live session of a player, or all of them; their sockets close',
      body: playerSessionsRevokeBodySchema,
      data: playerSessionsRevokedSchema,
      async change(trx, body) {
        await playerIn(trx, body.userId);
        const ended = await accounts.players.endSessionsIn(trx, body.userId, body.sessionId);
        if (body.sessionId !== undefined && ended.length === 0) throw new AppError('CONSOLE_PLAYER_SESSION_NOT_FOUND');
        return { data: { userId: body.userId, ended }, target: playerTarget(body.userId), after: { ended } };
      },
    }),
    changeCall({
      path: 'players/freeze',
      access: 'players.write',
      summary: 'Freeze a player (no sign-in, no play or payment; every session ends) or unfreeze them',
      body: playerFreezeBodySchema,
      data: playerFreezeAnswerSchema,
      async change(trx, body) {
        const player = await playerIn(trx, body.userId);
        if (!body.frozen && player.erased) throw new AppError('CONSOLE_PLAYER_ERASED');
        const { wasFrozen, ended } = await accounts.players.setFrozenIn(trx, body.userId, body.frozen);
        return { data: { userId: body.userId, frozen: body.frozen, ended }, target: playerTarget(body.userId), before: { frozen: wasFrozen }, after: { frozen: body.frozen, ended } };
      },
    }),
    ...correctionCalls(deps.corrections),
  ];
}
