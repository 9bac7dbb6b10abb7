import net from 'node:net';

/** Whether anything listens at a service's address (PostgreSQL, Redis) before the run counts on it. */
export function answers(serviceUrl: string, defaultPort: number): Promise<boolean> {
  const url = new URL(serviceUrl);
  return new Promise((resolve) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port || defaultPort), timeout: 1500 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}
