import { PRAY_CHOICES, PRAY_ITEM_PRICES, PRAY_WIN_POINTS, type Locale } from '@lootbay/shared/constants';
import { dayOf, periodAt } from '@lootbay/shared/calendar';
import { AppError } from '@lootbay/shared/errors';
import { oddsHash } from '@lootbay/shared/fairness/odds-hash';
import { prayOdds, prayOddsId } from '@lootbay/shared/fairness/pray';
import { seededRandom } from '@lootbay/shared/seeded-random';
import type { PrayDraw, PrayOdds, PrayState } from '@lootbay/shared/schemas/activity';
import { ITEM_ORIGIN, SOURCE_TYPE } from '@lootbay/shared/schemas/backpack';
import type { Ornament } from '@lootbay/shared/schemas/catalog';
import { rollViewOf, withRolls, type Rolled } from '../play/play.kit';
import { ACTIVITY_GAME, type ActivityDependencies } from './activity.context';
import { chooseWish, findChoice, findDayDraw, findPrayDraw, insertPrayDraw, takeWish } from './activity.repository';
import type { PrayDrawRow } from './activity.table';

/** More items than the band holds: the whole band is read to pick the day's wishes from. */
const BAND_LIMIT = 10_000;

/** A stable number from a text (FNV-1a): the seed of a day's pick. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The daily wish: each site day offers the same few items to everyone (picked from a price band
 * by the day's date); a member chooses one, then draws once that day, free, on their own pair,
 * against odds made for the draw: the wished item on 1..PRAY_WIN_POINTS, nothing on the rest.
 */
export function createPray(deps: ActivityDependencies) {
  const { catalog, play } = deps;
  const db = deps.db.kysely;

  /** The day's wishable items: a shuffle of the band seeded by the date, its first PRAY_CHOICES. */
  async function wishes(day: string, locale: Locale): Promise<Ornament[]> {
    const band = [...(await catalog.targets({ prices: PRAY_ITEM_PRICES }, 1, BAND_LIMIT, locale)).list];
    const random = seededRandom(seedOf(`pray:${day}`));
    for (let i = 0; i < Math.min(PRAY_CHOICES, band.length); i += 1) {
      const j = i + Math.floor(random() * (band.length - i));
      [band[i], band[j]] = [band[j]!, band[i]!];
    }
    return band.slice(0, PRAY_CHOICES);
  }

  function today() {
    const now = deps.clock();
    return { day: dayOf(deps.timeZone, now), endsAt: periodAt('day', deps.timeZone, now).end };
  }

  async function present({ row, roll }: Rolled<PrayDrawRow>, locale: Locale): Promise<PrayDraw> {
    const ornament = (await catalog.ornaments([row.ornament_id], locale)).get(row.ornament_id)!;
    return {
      drawId: row.id,
      day: row.day,
      win: row.win === 1,
      rollPoint: roll.rollPoint,
      round: roll.round,
      rollId: row.roll_id,
      publicHash: roll.publicHash,
      userSeed: roll.seed,
      oddsId: prayOddsId(row.id),
      oddsHash: row.odds_hash,
      winPoints: PRAY_WIN_POINTS,
      ornament: { ...ornament, price: Number(row.item_price) },
      backpackItemId: row.backpack_item_id,
      createdAt: Number(row.created_at),
    };
  }

  async function state(userId: string, locale: Locale): Promise<PrayState> {
    const { day, endsAt } = today();
    const [list, choice, drawn] = await Promise.all([wishes(day, locale), findChoice(db, userId, day), findDayDraw(db, userId, day)]);
    const draw = drawn ? await present((await withRolls(deps.fairness.rolls, [drawn]))[0]!, locale) : null;
    return { day, endsAt, list, chosen: choice?.ornament_id ?? null, winPoints: PRAY_WIN_POINTS, draw };
  }

  return {
    /** `/activity/pray/selectDraw`: today's wishes and the member's; with an item, chooses it until the day's draw. */
    async select(userId: string, ornamentId: string | undefined, locale: Locale): Promise<PrayState> {
      if (ornamentId !== undefined) {
        const { day } = today();
        if (!(await wishes(day, locale)).some((item) => item.id === ornamentId)) throw new AppError('PRAY_ITEM_NOT_OFFERED');
        if (!(await chooseWish(db, userId, day, ornamentId, deps.clock()))) throw new AppError('PRAY_ALREADY_DRAWN');
      }
      return state(userId, locale);
    },

    /**
     * `/activity/pray/draw`: once per site day, one roll of the member's pair against the draw's
     * own odds (hashed like a box's, `pray:<drawId>`); a win puts the wished item in the backpack
     * as an activity gift. A retry with the same request id answers the first draw.
     */
    draw(userId: string, requestId: string | undefined, locale: Locale): Promise<PrayDraw> {
      const { day } = today();
      return play.play({
        game: ACTIVITY_GAME,
        userId,
        requestId,
        content: { pray: day },
        play: async (round) => {
          const wished = await takeWish(round.trx, userId, day, round.now);
          if (wished === undefined) throw new AppError((await findChoice(round.trx, userId, day)) ? 'PRAY_ALREADY_DRAWN' : 'PRAY_CHOICE_REQUIRED');
          const item = (await catalog.ornamentsIn(round.trx, [wished], locale)).get(wished);
          if (!item) throw new AppError('ORNAMENT_NOT_FOUND');
          const odds = prayOdds(round.playId, { id: item.id, price: item.price });
          const hash = await oddsHash(odds);
          const [draw] = await round.drawOwnSeed(1, { id: odds.id, hash, entries: odds.entries.map((entry) => ({ range: { from: entry.from, to: entry.to }, outcome: entry.itemId })) });
          const win = draw!.entry === 0;
          const [backpackItemId] = win ? await round.grantItems([{ ornamentId: item.id, price: item.price, sourceType: SOURCE_TYPE.activityGift, origin: ITEM_ORIGIN.box }]) : [];
          const row: PrayDrawRow = {
            id: round.playId,
            user_id: userId,
            day,
            ornament_id: item.id,
            item_price: item.price,
            odds_hash: hash,
            roll_id: draw!.rollId,
            win: win ? 1 : 0,
            backpack_item_id: backpackItemId ?? null,
            created_at: round.now,
          };
          await insertPrayDraw(round.trx, row);
          return { row, roll: rollViewOf(draw!) };
        },
        load: async (first) => {
          const row = await findPrayDraw(db, first.id);
          if (!row) throw new Error(`pray draw ${first.id} left no record`);
          return (await withRolls(deps.fairness.rolls, [row]))[0]!;
        },
        answer: (rolled) => present(rolled, locale),
      });
    },

    /** `/visitor/prayOdds`: the odds table a draw rolled against, for anyone to hash and check. */
    async odds(drawId: string): Promise<PrayOdds> {
      const row = await findPrayDraw(db, drawId);
      if (!row) throw new AppError('ROLL_NOT_FOUND');
      const odds = prayOdds(row.id, { id: row.ornament_id, price: Number(row.item_price) });
      return { id: odds.id, price: odds.price, entries: [...odds.entries] };
    },
  };
}
