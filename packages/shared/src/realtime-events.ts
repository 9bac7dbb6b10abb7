/**
 * Socket messages are JSON `{ type, data }` (spec point 7). Every event type the server publishes
 * is declared once here, with its payload, for the hub and the browser alike.
 */
export const HEARTBEAT_TYPE = 0;

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
}

export type RealtimeEventType = keyof RealtimeEvents;

export interface RealtimeMessage<T extends RealtimeEventType = RealtimeEventType> {
  type: T;
  data: RealtimeEvents[T];
}

/** Public events reach every socket; private ones only the sockets of one user. */
export type Audience = { kind: 'public' } | { kind: 'user'; userId: string };

export const PUBLIC_AUDIENCE: Audience = { kind: 'public' };

export function userAudience(userId: string): Audience {
  return { kind: 'user', userId };
}
