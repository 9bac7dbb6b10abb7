import { playerOpensBodySchema, playerOpensPageSchema } from '@lootbay/shared/schemas/console-players';
import type { AccountService } from '../account/account.service';
import type { BoxesService } from './boxes.service';
import { readCall, type ConsoleCall } from '../console/console.module';

/** A player's box opens, as operators look into them. */
export function boxesCalls(boxes: Pick<BoxesService, 'opensOf'>, accounts: Pick<AccountService, 'players'>): ConsoleCall[] {
  return [
    readCall({
      path: 'players/opens',
      access: 'players.read',
      summary: "A player's box opens, newest first: box, price, item won and its price, odds version, roll",
      body: playerOpensBodySchema,
      data: playerOpensPageSchema,
      async read(body, { locale }) {
        await accounts.players.assertExists(body.userId);
        return boxes.opensOf(body.userId, body.page, body.size, locale);
      },
    }),
  ];
}
