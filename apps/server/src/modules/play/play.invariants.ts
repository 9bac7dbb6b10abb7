import type { Currency } from '@lootbay/shared/constants';
import type { Trx } from '../../db/unit-of-work';

/** What a game's own records say one game (a box open call, a battle) did. */
export interface GameRecord {
  /** The game's ref in the play engine: every transfer, item and roll it made says `<game>:<gameRef>`. */
  readonly gameRef: string;
  /** Each roll it made, with the outcome and odds hash it recorded. */
  readonly rolls: readonly { readonly id: string; readonly outcome: string; readonly oddsHash: string }[];
  /** Each item it granted. */
  readonly items: readonly { readonly id: string; readonly ownerId: string; readonly ornamentId: string; readonly price: number }[];
  /** The backpack items it used up (percentage stakes, forge inputs), if any. */
  readonly consumed?: readonly string[];
  /** What players staked in the game, per currency, hundredths. */
  readonly staked: Readonly<Partial<Record<Currency, number>>>;
  /** Whether the game is over: its stakes are all settled. */
  readonly settled: boolean;
}

/**
 * A game's declaration for the invariant checker (I8–I11): it reads its own records, in the
 * checker's snapshot; the checker holds them against the ledger, the backpack and the round ledger.
 */
export interface GameInvariantSource {
  readonly game: string;
  records(trx: Trx): Promise<readonly GameRecord[]>;
}
