import { SOCKET_PING_INTERVAL_MS, SOCKET_TIMEOUT_MS } from '@lootbay/shared/constants';
import {
  HEARTBEAT_TYPE,
  type ClientMessage,
  type RealtimeEvents,
  type RealtimeEventType,
  type RoomName,
} from '@lootbay/shared/realtime-events';

type Listener<T extends RealtimeEventType> = (data: RealtimeEvents[T]) => void;

const RECONNECT_BASE_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

/**
 * The realtime connection of spec point 7: `/ws` on this origin (`?token=` when signed in), a
 * `{type:0,data:'ping'}` every 30 s, closed after 60 s without any message, reopened with a capped
 * backoff whenever it closes, plain-text `ping` answered `pong`, JSON `{type,data}` relayed to the
 * listeners of that type. Watched rooms are watched again on every new connection, since the
 * server forgets a socket's rooms when it closes.
 */
export class SocketClient {
  private socket: WebSocket | null = null;
  private token: string | null = null;
  private attempts = 0;
  private pingTimer: number | undefined;
  private silenceTimer: number | undefined;
  private reconnectTimer: number | undefined;
  private started = false;
  private readonly listeners = new Map<RealtimeEventType, Set<(data: unknown) => void>>();
  /** How many callers watch each room: a room is left only when the last of them lets go. */
  private readonly watchers = new Map<RoomName, number>();

  /** Opens the connection, or reopens it under another identity. */
  start(token: string | null): void {
    if (this.started && token === this.token) return;
    this.token = token;
    this.started = true;
    this.attempts = 0;
    this.closeSocket();
    this.open();
  }

  stop(): void {
    this.started = false;
    this.closeSocket();
  }

  /** Whether events reach this client now: while open, pushed values need no refetch. */
  isOpen(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  on<T extends RealtimeEventType>(type: T, listener: Listener<T>): () => void {
    let set = this.listeners.get(type);
    if (!set) {
      set = new Set();
      this.listeners.set(type, set);
    }
    const entry = listener as (data: unknown) => void;
    set.add(entry);
    return () => set.delete(entry);
  }

  /** Receives the room's events (through `on`) until the returned function is called. */
  watch(room: RoomName): () => void {
    const count = this.watchers.get(room) ?? 0;
    this.watchers.set(room, count + 1);
    if (count === 0) this.send({ type: 'watch', data: { room } });
    let released = false;
    return () => {
      // A second call must not take away another caller's watch.
      if (released) return;
      released = true;
      this.release(room);
    };
  }

  private release(room: RoomName): void {
    const left = (this.watchers.get(room) ?? 1) - 1;
    if (left > 0) {
      this.watchers.set(room, left);
      return;
    }
    this.watchers.delete(room);
    this.send({ type: 'unwatch', data: { room } });
  }

  private open(): void {
    window.clearTimeout(this.reconnectTimer);
    const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    const query = this.token ? `?token=${encodeURIComponent(this.token)}` : '';
    let socket: WebSocket;
    try {
      socket = new WebSocket(`${protocol}//${window.location.host}/ws${query}`);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.addEventListener('open', () => {
      this.attempts = 0;
      this.armSilenceTimer();
      this.pingTimer = window.setInterval(() => this.send({ type: HEARTBEAT_TYPE, data: 'ping' }), SOCKET_PING_INTERVAL_MS);
      for (const room of this.watchers.keys()) this.send({ type: 'watch', data: { room } });
    });
    socket.addEventListener('message', (event: MessageEvent<unknown>) => {
      this.armSilenceTimer();
      if (typeof event.data === 'string') this.receive(event.data);
    });
    socket.addEventListener('close', () => {
      if (this.socket !== socket) return;
      this.clearTimers();
      this.socket = null;
      this.scheduleReconnect();
    });
  }

  private receive(text: string): void {
    if (text === 'ping') {
      this.socket?.send('pong');
      return;
    }
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (typeof message !== 'object' || message === null || !('type' in message)) return;
    const { type, data } = message as { type: RealtimeEventType; data: unknown };
    for (const listener of this.listeners.get(type) ?? []) listener(data);
  }

  private send(message: ClientMessage): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private armSilenceTimer(): void {
    window.clearTimeout(this.silenceTimer);
    this.silenceTimer = window.setTimeout(() => this.socket?.close(), SOCKET_TIMEOUT_MS);
  }

  private scheduleReconnect(): void {
    if (!this.started) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** this.attempts);
    this.attempts += 1;
    // Jitter spreads the reconnects of many clients after a server restart.
    this.reconnectTimer = window.setTimeout(() => this.open(), delay / 2 + Math.random() * (delay / 2));
  }

  private clearTimers(): void {
    window.clearInterval(this.pingTimer);
    window.clearTimeout(this.silenceTimer);
  }

  private closeSocket(): void {
    window.clearTimeout(this.reconnectTimer);
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState !== WebSocket.CLOSED) socket.close();
  }
}

export const socketClient = new SocketClient();
