import { AppError } from '@lootbay/shared/errors';
import { playerFreezeAnswerSchema, playerFreezeBodySchema, playerSessionsRevokeBodySchema, playerSessionsRevokedSchema } from '@lootbay/shared/schemas/console-players';
import type { Trx } from '../../db/unit-of-work';
import type { AccountService } from './account.service';
import { changeCall, playerTarget, type ConsoleCall } from '../console/console.module';

/** What operators do to a player's account: end their sessions, freeze or unfreeze them. */
export function accountCalls(accounts: Pick<AccountService, 'findUserIn' | 'players'>): ConsoleCall[] {
  async function playerIn(trx: Trx, userId: string) {
    const player = await accounts.findUserIn(trx, userId);
    if (!player) throw new AppError('CONSOLE_PLAYER_NOT_FOUND');
    return player;
  }

  return [
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
  ];
}
