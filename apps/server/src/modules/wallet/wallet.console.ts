import { playerLedgerBodySchema } from '@lootbay/shared/schemas/console-players';
import { blotterPageSchema } from '@lootbay/shared/schemas/wallet';
import type { AccountService } from '../account/account.service';
import type { WalletService } from './wallet.service';
import { readCall, type ConsoleCall } from '../console/console.module';

/** A player's account records, as operators look into them. */
export function walletCalls(wallet: Pick<WalletService, 'blotter'>, accounts: Pick<AccountService, 'players'>): ConsoleCall[] {
  return [
    readCall({
      path: 'players/ledger',
      access: 'players.read',
      summary: "A player's account records (their side of each ledger transfer), newest first",
      body: playerLedgerBodySchema,
      data: blotterPageSchema,
      async read(body) {
        await accounts.players.assertExists(body.userId);
        return wallet.blotter(body.userId, body);
      },
    }),
  ];
}
