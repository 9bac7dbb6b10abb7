import type { BeaconRound } from './beacon';

/**
 * The bodies of the hash chain's records, as the server writes them, and the comparison of a
 * record with what the site shows now: a result rewritten in the database after it was chained
 * differs from its record. Each comparison answers the names of the parts that differ.
 */

export interface BattleRecordBody {
  readonly id: string;
  readonly mode: string;
  readonly boxes: readonly { readonly boxId: string; readonly oddsVersion: number; readonly oddsHash: string; readonly price: number }[];
  readonly seats: readonly {
    readonly seat: number;
    readonly team: number;
    readonly userId?: string;
    readonly robot?: string;
    readonly seed: string;
    readonly items: readonly { readonly round: number; readonly rollPoint: number; readonly ornamentId: string; readonly price: number }[];
    readonly total: number;
  }[];
  readonly winners: readonly number[];
  readonly tieBreak: { readonly teams: readonly number[]; readonly rollPoint: number } | null;
  readonly publicHash: string;
  readonly secret: string | null;
  readonly salt: string | null;
  readonly clientSeed: string | null;
  readonly beacon: BeaconRound | null;
  readonly filledAt: number | null;
  readonly createdAt: number;
  readonly finishedAt: number;
}

export interface DrawRecordBody {
  readonly id: string;
  readonly endsAt: number;
  readonly participants: readonly string[];
  readonly prizes: readonly { readonly position: number; readonly ornamentId: string; readonly price: number; readonly rollPoint: number | null; readonly winner: string | null }[];
  readonly publicHash: string;
  readonly secret: string | null;
  readonly salt: string | null;
  readonly clientSeed: string | null;
  readonly beacon: BeaconRound | null;
  readonly drawnAt: number;
}

export interface RoundRecordBody {
  readonly issue: string;
  readonly startsAt: number;
  readonly endsAt: number;
  readonly buyers: readonly { readonly id: string; readonly userId: string; readonly userSeed: string; readonly direction: string; readonly price: number }[];
  readonly rollPoint: number | null;
  readonly result: string | null;
  readonly indexOpen: number | null;
  readonly indexClose: number | null;
  readonly graffitiList: readonly string[];
  readonly graffiti: { readonly id: string; readonly price: number } | null;
  readonly publicHash: string;
  readonly secret: string | null;
  readonly salt: string | null;
  readonly clientSeed: string | null;
  readonly beacon: BeaconRound | null;
  readonly settledAt: number;
}

export interface CatchRecordBody {
  readonly id: string;
  readonly sessionId: string;
  readonly userId: string;
  readonly seq: number;
  readonly caughtAt: number;
  readonly boxId: string;
  readonly oddsVersion: number;
  readonly oddsHash: string;
  readonly rollId: string;
  readonly publicHash: string;
  readonly seed: string;
  readonly rollPoint: number;
  readonly ornamentId: string;
  readonly price: number;
  readonly openedAt: number;
}

export interface PlayRecordBody {
  readonly id: string;
  readonly game: string;
  readonly reference: string;
  readonly userId: string | null;
  readonly seed: string;
  readonly round: number;
  readonly rollPoint: number;
  readonly oddsId: string | null;
  readonly oddsHash: string | null;
  readonly outcome: string | null;
  readonly at: number;
}

/** The parts a record can differ in from what a page shows; `/fair` names them in the reader's language. */
export const RECORD_PARTS = ['seats', 'seeds', 'items', 'winners', 'commitment', 'clientSeed', 'beacon', 'participants', 'buyers', 'result', 'roll', 'odds', 'outcome'] as const;
export type RecordPart = (typeof RECORD_PARTS)[number];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sameBeacon = (a: BeaconRound | null, b: BeaconRound | null) => same(a && [a.round, a.value, a.signature], b && [b.round, b.value, b.signature]);

function differing(parts: Partial<Record<RecordPart, boolean>>): RecordPart[] {
  return (Object.entries(parts) as [RecordPart, boolean][]).flatMap(([part, equal]) => (equal ? [] : [part]));
}

/** A battle as `/visitor/arenaDetail` shows it, in the parts its record holds. */
export interface ShownBattle {
  readonly seats: readonly { readonly seat: number; readonly userId: string | null; readonly robot: boolean; readonly userSeed: string | null; readonly items: readonly { readonly round: number; readonly rollPoint: number; readonly id: string; readonly price: number }[] }[];
  readonly winners: readonly number[];
  readonly publicHash: string;
  readonly secret: string | null;
  readonly salt: string | null;
  readonly clientSeed: string | null;
  readonly beacon: BeaconRound | null;
}

export function battleRecordDiffers(body: BattleRecordBody, battle: ShownBattle): string[] {
  const seats = (list: ShownBattle['seats']) => list.map((seat) => [seat.seat, seat.userId, seat.robot]);
  const items = (list: ShownBattle['seats']) => list.map((seat) => [...seat.items].sort((a, b) => a.round - b.round).map((item) => [item.round, item.rollPoint, item.id, item.price]));
  const recorded = body.seats.map((seat) => ({ seat: seat.seat, userId: seat.userId ?? null, robot: seat.robot !== undefined, userSeed: seat.seed, items: seat.items.map((item) => ({ ...item, id: item.ornamentId })) }));
  return differing({
    seats: same(seats(recorded), seats(battle.seats)),
    seeds: same(
      recorded.map((seat) => seat.userSeed),
      battle.seats.map((seat) => seat.userSeed),
    ),
    items: same(items(recorded), items(battle.seats)),
    winners: same([...body.winners].sort(), [...battle.winners].sort()),
    commitment: body.publicHash === battle.publicHash && body.secret === battle.secret && body.salt === battle.salt,
    clientSeed: body.clientSeed === battle.clientSeed,
    beacon: sameBeacon(body.beacon, battle.beacon),
  });
}

/** A drawn room as `/visitor/rollRoomDetail` shows it, in the parts its record holds. */
export interface ShownDraw {
  readonly people: readonly { readonly seq: number; readonly id: string }[];
  readonly winners: readonly { readonly position: number; readonly participantId: string; readonly rollPoint: number }[];
  readonly publicHash: string;
  readonly secret: string | null;
  readonly salt: string | null;
  readonly clientSeed: string | null;
  readonly beacon: BeaconRound | null;
}

export function drawRecordDiffers(body: DrawRecordBody, room: ShownDraw): string[] {
  const winners = (list: readonly { position: number; participantId: string | null; rollPoint: number | null }[]) =>
    [...list].sort((a, b) => a.position - b.position).map((win) => [win.position, win.participantId, win.rollPoint]);
  return differing({
    participants: same(
      body.participants,
      [...room.people].sort((a, b) => a.seq - b.seq).map((person) => person.id),
    ),
    winners: same(
      winners(body.prizes.filter((prize) => prize.winner !== null).map((prize) => ({ position: prize.position, participantId: prize.winner, rollPoint: prize.rollPoint }))),
      winners(room.winners),
    ),
    commitment: body.publicHash === room.publicHash && body.secret === room.secret && body.salt === room.salt,
    clientSeed: body.clientSeed === room.clientSeed,
    beacon: sameBeacon(body.beacon, room.beacon),
  });
}

/** A settled exponent round as `/exponential/list` and `/exponential/userList` show it. */
export interface ShownRound {
  readonly round: { readonly rollPoint: number | null; readonly result: string | null; readonly openIndex: number; readonly index: number; readonly publicHash: string; readonly secret: string | null; readonly salt: string | null; readonly clientSeed: string | null; readonly beacon: BeaconRound | null };
  readonly buyers: readonly { readonly id: string; readonly seq: number; readonly userSeed: string | null; readonly direction: string }[];
}

export function roundRecordDiffers(body: RoundRecordBody, shown: ShownRound): string[] {
  const { round } = shown;
  return differing({
    buyers: same(
      body.buyers.map((buyer) => [buyer.id, buyer.userSeed, buyer.direction]),
      [...shown.buyers].sort((a, b) => a.seq - b.seq).map((buyer) => [buyer.id, buyer.userSeed, buyer.direction]),
    ),
    result: body.rollPoint === round.rollPoint && body.result === round.result && body.indexOpen === round.openIndex && body.indexClose === round.index,
    commitment: body.publicHash === round.publicHash && body.secret === round.secret && body.salt === round.salt,
    clientSeed: body.clientSeed === round.clientSeed,
    beacon: sameBeacon(body.beacon, round.beacon),
  });
}

/** A roll as `/visitor/rollProof` shows it: a catch's or a play's. */
export interface ShownRoll {
  readonly id: string;
  readonly seed: string;
  readonly round: number;
  readonly rollPoint: number;
  readonly publicHash: string;
  readonly oddsId: string | null;
  readonly oddsHash: string | null;
  readonly outcome: string | null;
}

export function playRecordDiffers(body: PlayRecordBody, roll: ShownRoll): string[] {
  return differing({
    roll: body.id === roll.id && body.seed === roll.seed && body.round === roll.round && body.rollPoint === roll.rollPoint,
    odds: body.oddsId === roll.oddsId && body.oddsHash === roll.oddsHash,
    outcome: body.outcome === roll.outcome,
  });
}

/** A catch as its history row or its roll's proof shows it; a part it does not show is null. */
export interface ShownCatch {
  readonly rollId: string | null;
  readonly rollPoint: number | null;
  readonly publicHash: string | null;
  readonly oddsHash: string | null;
  readonly ornamentId: string | null;
  readonly price: number | null;
}

export function catchRecordDiffers(body: CatchRecordBody, shown: ShownCatch): string[] {
  return differing({
    roll: body.rollId === shown.rollId && body.rollPoint === shown.rollPoint && body.publicHash === shown.publicHash,
    odds: body.oddsHash === shown.oddsHash,
    outcome: body.ornamentId === shown.ornamentId && (shown.price === null || body.price === shown.price),
  });
}
