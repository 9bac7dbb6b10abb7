import type { Locale } from '@lootbay/shared/constants';
import { EXPONENT_INDEX_START, type ExponentDirection } from '@lootbay/shared/fairness/exponent';
import type { Box } from '@lootbay/shared/schemas/catalog';
import type { ExponentBagItem, ExponentOpen, ExponentPurchase, ExponentRound } from '@lootbay/shared/schemas/exponent';
import type { ExponentDependencies } from './exponent.context';
import { bagByIds, countsOf, graffitiByPurchases, lastSettled, opensByBag, purchaseOrder } from './exponent.repository';
import type { ExponentBagRow, ExponentOpenRow, ExponentPurchaseRow, ExponentRoundRow } from './exponent.table';

type RoundStatus = ExponentRound['status'];

function statusOf(row: ExponentRoundRow, now: number): RoundStatus {
  if (row.status === 'settled') return 'settled';
  if (Number(row.starts_at) > now) return 'upcoming';
  return Number(row.ends_at) <= now ? 'closed' : 'open';
}

function face(box: Box | undefined, id: string) {
  return { id, name: box?.name ?? id, image: box?.image ?? '' };
}

/** How the game's records read to players: rounds, purchases, index boxes and their opens. */
export function createExponentViews(deps: Pick<ExponentDependencies, 'db' | 'clock' | 'catalog' | 'fairness' | 'nicknames'>) {
  const { catalog, fairness } = deps;
  const db = deps.db.kysely;

  /** The index now: the close of the last settled round (before a site's first settlement, the start). */
  async function indexNow(now: number): Promise<number> {
    return Number((await lastSettled(db, now))?.index_close ?? EXPONENT_INDEX_START);
  }

  async function rounds(rows: readonly ExponentRoundRow[]): Promise<ExponentRound[]> {
    const now = deps.clock();
    const seeds = await fairness.gameSeeds(rows.flatMap((row) => (row.status === 'settled' && row.game_seed_id ? [row.game_seed_id] : [])));
    const unsettled = rows.some((row) => row.index_open === null) ? await indexNow(now) : EXPONENT_INDEX_START;
    // A settled round keeps its count; one still open counts its purchases so far.
    const counts = await countsOf(
      db,
      rows.flatMap((row) => (row.status === 'settled' ? [] : [row.issue])),
    );
    return rows.map((row) => {
      const seed = row.game_seed_id ? seeds.get(row.game_seed_id) : undefined;
      const openIndex = row.index_open === null ? unsettled : Number(row.index_open);
      return {
        issue: row.issue,
        startsAt: Number(row.starts_at),
        endsAt: Number(row.ends_at),
        status: statusOf(row, now),
        openIndex,
        index: row.index_close === null ? openIndex : Number(row.index_close),
        result: row.result as ExponentDirection | null,
        buyers: row.status === 'settled' ? row.buyers : (counts.get(row.issue) ?? 0),
        publicHash: row.public_hash ?? '',
        committedAt: Number(row.created_at),
        clientSeed: row.client_seed,
        beacon: seed?.beacon ?? null,
        rollPoint: row.roll_point,
        rollId: row.roll_id,
        secret: seed?.secretHash ?? null,
        salt: seed?.secretSalt ?? null,
        settledAt: row.settled_at === null ? null : Number(row.settled_at),
      };
    });
  }

  async function purchases(rows: readonly ExponentPurchaseRow[], settled: ReadonlyMap<string, ExponentRoundRow>, locale: Locale): Promise<ExponentPurchase[]> {
    // A round's index boxes and graffiti are written as it settles: purchases of other rounds have none.
    const ofSettled = rows.filter((row) => settled.has(row.issue)).map((row) => row.id);
    const [names, boxes, bag, graffiti, order] = await Promise.all([
      deps.nicknames([...new Set(rows.map((row) => row.user_id))]),
      catalog.boxesByIds([...new Set(rows.flatMap((row) => [row.box_id, row.index_box_id]))], locale),
      ofSettled.length > 0 ? bagByIds(db, ofSettled) : [],
      ofSettled.length > 0 ? graffitiByPurchases(db, ofSettled) : [],
      purchaseOrder(db, rows),
    ]);
    const ornaments = await catalog.ornaments([...new Set(graffiti.map((row) => row.ornament_id))], locale);
    const bagIds = new Set(bag.map((row) => row.id));
    const received = new Map(graffiti.map((row) => [row.purchase_id, row]));
    return rows.map((row) => {
      const round = settled.get(row.issue);
      const miss = received.get(row.id);
      return {
        id: row.id,
        issue: row.issue,
        seq: order.get(row.id) ?? 0,
        nickname: names.get(row.user_id) ?? '',
        box: face(boxes.get(row.box_id), row.box_id),
        direction: row.direction as ExponentDirection,
        price: Number(row.price),
        outcome: round?.result ? (round.result === row.direction ? 'matched' : 'missed') : 'pending',
        userSeed: round ? row.user_seed : null,
        indexBox: { ...face(boxes.get(row.index_box_id), row.index_box_id), oddsVersion: row.index_odds_version },
        bagId: bagIds.has(row.id) ? row.id : null,
        graffiti: miss ? { ...ornaments.get(miss.ornament_id)!, price: Number(miss.price), backpackItemId: miss.backpack_item_id } : null,
        createdAt: Number(row.created_at),
      };
    });
  }

  async function opens(rows: readonly ExponentOpenRow[], locale: Locale): Promise<ExponentOpen[]> {
    const [rolls, ornaments, boxes] = await Promise.all([
      fairness.rolls(rows.map((row) => row.roll_id)),
      catalog.ornaments(
        rows.map((row) => row.ornament_id),
        locale,
      ),
      catalog.boxesByIds([...new Set(rows.map((row) => row.box_id))], locale),
    ]);
    return rows.map((row) => {
      const roll = rolls.get(row.roll_id);
      if (!roll) throw new Error(`exponent open ${row.id} has no roll in the round ledger`);
      return {
        id: row.id,
        bagId: row.bag_id,
        boxId: row.box_id,
        boxName: boxes.get(row.box_id)?.name ?? row.box_id,
        oddsVersion: row.odds_version,
        oddsHash: row.odds_hash,
        rollId: row.roll_id,
        rollPoint: roll.rollPoint,
        round: roll.round,
        publicHash: roll.publicHash,
        userSeed: roll.seed,
        ornament: { ...ornaments.get(row.ornament_id)!, price: Number(row.item_price) },
        backpackItemId: row.backpack_item_id,
        createdAt: Number(row.created_at),
      };
    });
  }

  async function bagItems(rows: readonly ExponentBagRow[], locale: Locale): Promise<ExponentBagItem[]> {
    const [boxes, opened] = await Promise.all([
      catalog.boxesByIds([...new Set(rows.map((row) => row.box_id))], locale),
      opensByBag(
        db,
        rows.map((row) => row.id),
      ),
    ]);
    const openViews = new Map((await opens(opened, locale)).map((open) => [open.bagId, open]));
    // Each box is opened at the odds version it was bought with; its return is that version's.
    const odds = await Promise.all(rows.map((row) => catalog.odds(row.box_id, row.odds_version)));
    return rows.map((row, position) => {
      const box = boxes.get(row.box_id);
      return {
        id: row.id,
        issue: row.issue,
        box: { ...face(box, row.box_id), oddsVersion: row.odds_version, expectedReturn: odds[position]!.expectedReturn },
        price: Number(row.price),
        createdAt: Number(row.created_at),
        openedAt: row.opened_at === null ? null : Number(row.opened_at),
        open: openViews.get(row.id) ?? null,
      };
    });
  }

  return { rounds, purchases, opens, bagItems, indexNow };
}

export type ExponentViews = ReturnType<typeof createExponentViews>;
