import { inventoryPageSchema } from '@lootbay/shared/schemas/backpack';
import { playerBackpackBodySchema } from '@lootbay/shared/schemas/console-players';
import type { AccountService } from '../account/account.service';
import type { BackpackService } from './backpack.service';
import { readCall, type ConsoleCall } from '../console/console.module';

/** A player's items in every status, as operators look into them. */
export function backpackCalls(backpack: Pick<BackpackService, 'inventory'>, accounts: Pick<AccountService, 'players'>): ConsoleCall[] {
  return [
    readCall({
      path: 'players/backpack',
      access: 'players.read',
      summary: "A player's items in every status (or one), newest first, with their total value",
      body: playerBackpackBodySchema,
      data: inventoryPageSchema,
      async read(body, { locale }) {
        await accounts.players.assertExists(body.userId);
        return backpack.inventory(body.userId, { page: body.page, size: body.size, status: body.status, sort: 'time', order: 'desc' }, locale);
      },
    }),
  ];
}
