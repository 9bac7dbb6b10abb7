import { consoleBody } from '@lootbay/shared/schemas/console';
import { consoleExponentBoxesSchema, consoleExponentOffersSchema, consoleExponentRoundPageSchema, consoleExponentRoundsBodySchema, consoleExponentSaveBodySchema } from '@lootbay/shared/schemas/console-exponent';
import type { ExponentService } from './exponent.service';
import { changeCall, readCall, type ConsoleCall } from '../console/console.module';

/** The exponent game: the weapon boxes on offer with their index boxes, the per-round limit, and recent rounds. */
export function exponentCalls(exponent: Pick<ExponentService, 'offers' | 'oversight'>, clock: () => number): ConsoleCall[] {
  return [
    readCall({
      path: 'games/exponent/boxes',
      access: 'games.read',
      summary: 'The weapon boxes on offer with their index boxes, prices, odds versions and returns; the per-round limit; every index box',
      body: consoleBody({}),
      data: consoleExponentBoxesSchema,
      read: () => exponent.oversight.boxes(),
    }),
    changeCall({
      path: 'games/exponent/boxes/save',
      access: 'games.write',
      summary: 'Put weapon boxes on offer, each with its index box (within the 85%–95% return policy), and set the purchases a member may make per round',
      body: consoleExponentSaveBodySchema,
      data: consoleExponentOffersSchema,
      async change(trx, body) {
        const { before, after } = await exponent.offers.saveIn(trx, body.offers, body.roundLimit, clock());
        return { data: await exponent.oversight.offersIn(trx), target: 'exponent:offers', before, after };
      },
    }),
    readCall({
      path: 'games/exponent/rounds',
      access: 'games.read',
      summary: 'Rounds that have started, newest first, with buyers, stakes and what matches and misses were given',
      body: consoleExponentRoundsBodySchema,
      data: consoleExponentRoundPageSchema,
      read: (body) => exponent.oversight.rounds({ bought: body.bought }, body.page, body.size),
    }),
  ];
}
