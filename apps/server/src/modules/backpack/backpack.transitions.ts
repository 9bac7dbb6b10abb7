import { ITEM_STATUS, type ItemStatus } from '@lootbay/shared/schemas/backpack';

/**
 * Every status change an item may make (spec point 4), in one place. A change is a conditional
 * update `WHERE status = from`, so two requests can never both sell, stake or retrieve one item.
 */
export const ITEM_TRANSITIONS = {
  /** Decompose: sold for its price. */
  sell: { from: ITEM_STATUS.normal, to: ITEM_STATUS.sold, refusedWhenCollected: true },
  /** Staked in a battle. */
  stake: { from: ITEM_STATUS.normal, to: ITEM_STATUS.inBattle, refusedWhenCollected: false },
  /** Locked as a prize of the owner's roll room until its draw; favourites are kept out, as from selling. */
  pledge: { from: ITEM_STATUS.normal, to: ITEM_STATUS.inBattle, refusedWhenCollected: true },
  /** The battle was won or cancelled: the item comes back. */
  battleReturn: { from: ITEM_STATUS.inBattle, to: ITEM_STATUS.normal, refusedWhenCollected: false },
  battleLose: { from: ITEM_STATUS.inBattle, to: ITEM_STATUS.battleLost, refusedWhenCollected: false },
  /**
   * Staked and used up in the same play (a percentage stake, a forge input): gone for good, like
   * an item lost in battle (status 3). Favourites are kept out, as from selling and retrieval.
   */
  consume: { from: ITEM_STATUS.normal, to: ITEM_STATUS.battleLost, refusedWhenCollected: true },
  /** Retrieval to the player's game account through the trade link. */
  retrieve: { from: ITEM_STATUS.normal, to: ITEM_STATUS.retrieving, refusedWhenCollected: true },
  retrieveDelivered: { from: ITEM_STATUS.retrieving, to: ITEM_STATUS.retrieved, refusedWhenCollected: false },
  retrieveRefunded: { from: ITEM_STATUS.retrieving, to: ITEM_STATUS.normal, refusedWhenCollected: false },
} as const satisfies Record<string, { from: ItemStatus; to: ItemStatus; refusedWhenCollected: boolean }>;

export type ItemAction = keyof typeof ITEM_TRANSITIONS;

/** Favouriting keeps the status; it is allowed on items in the backpack only. */
export const COLLECTABLE_STATUS: ItemStatus = ITEM_STATUS.normal;

/** Whether a logged change from one status to another is one the table allows (I8 checks). */
export function isAllowedChange(from: number | null, to: number): boolean {
  if (from === null) return to === ITEM_STATUS.normal;
  if (from === to) return from === COLLECTABLE_STATUS;
  return Object.values(ITEM_TRANSITIONS).some((transition) => transition.from === from && transition.to === to);
}
