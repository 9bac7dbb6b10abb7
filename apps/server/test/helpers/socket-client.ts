import { WebSocket } from 'ws';

/** How long a test waits for an expected socket message before it fails with a clear error. */
const WAIT_LIMIT_MS = 5_000;

export interface TestSocket {
  /** Every text message received so far, in order. */
  readonly received: readonly string[];
  /** The first message not yet taken that matches, waiting for it if needed. */
  take(match?: (text: string) => boolean): Promise<string>;
  send(text: string | Buffer): void;
  /** Resolves when the server (or the client) has closed the socket. */
  readonly closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

/** A real `ws` client, as a browser would connect to `/ws`. */
export async function openSocket(url: string): Promise<TestSocket> {
  const socket = new WebSocket(url);
  const received: string[] = [];
  const taken = new Set<number>();
  const waiters: (() => void)[] = [];
  socket.on('message', (raw) => {
    received.push(raw.toString());
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });

  function findUntaken(match: (text: string) => boolean): number {
    return received.findIndex((text, index) => !taken.has(index) && match(text));
  }

  return {
    received,
    async take(match = () => true) {
      const deadline = Date.now() + WAIT_LIMIT_MS;
      for (;;) {
        const index = findUntaken(match);
        if (index !== -1) {
          taken.add(index);
          return received[index] as string;
        }
        if (socket.readyState === WebSocket.CLOSED) throw new Error(`socket closed; received: ${JSON.stringify(received)}`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching message; received: ${JSON.stringify(received)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    send(text) {
      socket.send(text);
    },
    closed,
    async close() {
      if (socket.readyState !== WebSocket.CLOSED) socket.close();
      await closed;
    },
  };
}

/** Messages of one type among those received, parsed. */
export function messagesOfType(socket: TestSocket, type: string | number): unknown[] {
  return socket.received.flatMap((text) => {
    try {
      const parsed = JSON.parse(text) as { type?: unknown; data?: unknown };
      return parsed.type === type ? [parsed.data] : [];
    } catch {
      return [];
    }
  });
}

export function isType(type: string | number): (text: string) => boolean {
  return (text) => {
    try {
      return (JSON.parse(text) as { type?: unknown }).type === type;
    } catch {
      return false;
    }
  };
}
