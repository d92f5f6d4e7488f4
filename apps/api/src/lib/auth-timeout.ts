import { REALTIME } from '@innkeep/api-contract';
import type { WebSocketServer } from 'ws';

/**
 * Closes sockets that have not presented a valid token within `timeoutMs`, so idle anonymous
 * connections cannot pile up. Every subscription needs a session, so an authenticated socket is
 * the only kind that has a reason to stay open.
 */
export function closeUnauthenticated(wss: WebSocketServer, timeoutMs: number) {
  const timers = new WeakMap<object, NodeJS.Timeout>();
  wss.on('connection', (socket) => {
    const timer = setTimeout(() => socket.close(REALTIME.authTimeoutCloseCode, 'authentication timeout'), timeoutMs);
    timers.set(socket, timer);
    socket.once('close', () => clearTimeout(timer));
  });
  return {
    /** True for a socket of this server still waiting for a token (an HTTP reply never is). */
    waiting: (socket: unknown): socket is object => typeof socket === 'object' && socket !== null && timers.has(socket),
    authenticated(socket: object): void {
      clearTimeout(timers.get(socket));
      timers.delete(socket);
    },
  };
}
