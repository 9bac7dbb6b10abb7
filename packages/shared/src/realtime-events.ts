/**
 * Socket messages are JSON `{ type, data }` (spec point 7). Every event type the server publishes,
 * and every message a client may send, is declared once here, for the hub and the browser alike.
 */
export const HEARTBEAT_TYPE = 0;

/**
 * A room is one battle, one draw, one exponent round, one fishing ground…: its events reach only
 * the sockets watching it. Its name is `<kind>:<id>`, e.g. `arena:3f2a…`.
 */
export const ROOM_KINDS = ['arena', 'roll', 'exponent', 'fishing'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];
export type RoomName = `${RoomKind}:${string}`;

const ROOM_ID_PATTERN = '[A-Za-z0-9_-]{1,64}';
const ROOM_ID = new RegExp(`^${ROOM_ID_PATTERN}$`);
const ROOM_NAME = new RegExp(`^(?:${ROOM_KINDS.join('|')}):${ROOM_ID_PATTERN}$`);

/** A socket watches at most this many rooms at once; a further watch is refused. */
export const MAX_WATCHED_ROOMS = 16;

export interface RealtimeEvents {
  /** Heartbeat answer to the client's `{ type: 0, data: 'ping' }`. */
  0: 'pong';
  /** Server time, sent on connect so clients can align countdowns. */
  hello: { serverTime: number; authenticated: boolean };
  /** A notice (bulletin) for everyone. */
  notice: { id: string; title: string; body: string };
  /** A box was opened somewhere on the site: the live drops ticker. */
  box_drop: {
    openId: string;
    boxId: string;
    nickname: string;
    ornamentId: string;
    /** The item's name in each language, so every client shows its own. */
    name: { cn: string; br: string; en: string };
    image: string;
    grade: number;
    gradeColor: string;
    price: number;
    at: number;
  };
  /** The member's balances after a committed change, in hundredths (header balances update live). */
  wallet_balance: { coin: number; diamond: number; ingot: number; jade: number; balance: number; mallAmount: number };
  /**
   * An arena battle changed (created, a seat taken, robots joined, ready, a round played,
   * finished, cancelled): to its room `arena:<id>` and to everyone (the live list). Watchers read
   * the battle again on it; nothing here is private.
   */
  arena_battle: {
    id: string;
    change: 'created' | 'joined' | 'ready' | 'round' | 'finished' | 'cancelled';
    status: 'waiting' | 'ready' | 'fighting' | 'finished' | 'cancelled';
    seatsTaken: number;
    rounds: number;
    /** When the next round plays, epoch ms; null when nothing is due. */
    nextAt: number | null;
    at: number;
  };
  /** A roll room changed (someone joined, the draw ran): to its room `roll:<id>` and to everyone (the list). */
  roll_room: { id: string; change: 'created' | 'joined' | 'drawn'; status: 'not_started' | 'in_progress' | 'finished'; peopleCount: number; at: number };
  /** A member won prizes of a roll room (to that member only); the room's detail names them in the member's language. */
  roll_won: { roomId: string; title: string; prizes: { ornamentId: string; price: number }[] };
  /**
   * The site's exponent round moved on, to everyone: a round opened, someone bought into it (`buyers`
   * counts the purchases), or it settled with its `result` and the index after it. Clients read the
   * rounds again on it; nothing here is private.
   */
  exponent_round: { issue: string; change: 'opened' | 'bought' | 'settled'; result: 'rise' | 'fall' | null; index: number; buyers: number; endsAt: number; at: number };
  /** A leisure catch of the member's fishing session landed (to that member only): the catch box, opened; `ended` when the bait ran out. */
  fishing_catch: { sessionId: string; seq: number; ornamentId: string; price: number; baitLeft: number; ended: boolean; at: number };
  /**
   * One of the member's retrievals to Steam moved on (to that member only): the bag's tracker reads
   * its retrievals again on it. The statuses are spec point 4's.
   */
  retrieval: { id: string; itemId: string; sellStatus: number; shippingStatus: number; outcome: string | null; at: number };
  /** The answer to a client's `watch` or `unwatch`: whether the socket now watches the room. */
  watching: { room: RoomName; watching: boolean };
  /** The member's unread messages after a committed change (to that member only): the header badge. */
  messages_unread: { unread: number };
  /** An official message went out to every member: signed-in clients read their unread count again. */
  messages_official: { id: string; at: number };
  /** A line of the member's support conversation, to that member's sockets: support's answers and their own lines from another tab. */
  support_line: { conversationId: string; id: string; from: 'member' | 'support'; text: string; at: number };
}

export type RealtimeEventType = keyof RealtimeEvents;

export interface RealtimeMessage<T extends RealtimeEventType = RealtimeEventType> {
  type: T;
  data: RealtimeEvents[T];
}

/** What a client may send besides the plain-text `ping`/`pong`; anything else is ignored. */
export interface ClientMessages {
  /** Heartbeat, every 30 s; answered `{ type: 0, data: 'pong' }`. */
  0: 'ping';
  /** Start receiving a room's events; answered with `watching`. */
  watch: { room: RoomName };
  /** Stop receiving a room's events; answered with `watching`. */
  unwatch: { room: RoomName };
}

export type ClientMessage = { [T in keyof ClientMessages]: { type: T; data: ClientMessages[T] } }[keyof ClientMessages];

/**
 * Public events reach every socket; private ones only the sockets of one user; room events only
 * the sockets watching that room. Any socket may watch any room, a visitor's included, so a room
 * event must hold nothing that is not for everyone's eyes.
 */
export type Audience = { kind: 'public' } | { kind: 'user'; userId: string } | { kind: 'room'; room: RoomName };

export const PUBLIC_AUDIENCE: Audience = { kind: 'public' };

export function userAudience(userId: string): Audience {
  return { kind: 'user', userId };
}

export function isRoomName(text: unknown): text is RoomName {
  return typeof text === 'string' && ROOM_NAME.test(text);
}

/**
 * Throws on an id no socket could watch: that is a bug in the caller, better found where the name
 * is made than as a room that silently never hears anything.
 */
export function roomName(kind: RoomKind, id: string): RoomName {
  if (!ROOM_ID.test(id)) throw new RangeError(`not a room id: ${JSON.stringify(id.slice(0, 80))}`);
  return `${kind}:${id}`;
}

export function roomAudience(kind: RoomKind, id: string): Audience {
  return { kind: 'room', room: roomName(kind, id) };
}
