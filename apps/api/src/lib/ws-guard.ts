import { MAX_BATCH_CALLS, REALTIME } from '@innkeep/api-contract';
import type { RawData, WebSocket } from 'ws';

/** How many tRPC calls one WebSocket message carries: a JSON array is a batch, anything else one call. */
function callsIn(data: RawData): number {
  const text = Array.isArray(data) ? Buffer.concat(data).toString() : Buffer.from(data as ArrayBuffer).toString();
  if (!text.trimStart().startsWith('[')) return 1;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.length : 1;
  } catch {
    // tRPC answers unreadable JSON with its parse error; one call's worth.
    return 1;
  }
}

/**
 * Caps the calls a socket may make, as HTTP's batch is capped: at most `MAX_BATCH_CALLS`
 * per message and `callsPerSecond` (WS_CALLS_PER_SECOND) per second. A socket over either is closed before the
 * message reaches tRPC, so one client's flood of calls cannot stall everyone else's.
 * Apply it before tRPC's connection handler: it filters the socket's `message` events at the source,
 * because a listener of its own could not stop tRPC's listener from seeing the same message.
 */
export function capSocketCalls(socket: WebSocket, callsPerSecond: number): void {
  let windowStart = 0;
  let callsInWindow = 0;
  const emit = socket.emit.bind(socket);
  socket.emit = ((event: string | symbol, ...args: unknown[]) => {
    if (event !== 'message') return emit(event, ...args);
    const calls = callsIn(args[0] as RawData);
    const now = Date.now();
    if (now - windowStart >= 1000) {
      windowStart = now;
      callsInWindow = 0;
    }
    callsInWindow += calls;
    if (calls > MAX_BATCH_CALLS || callsInWindow > callsPerSecond) {
      socket.close(REALTIME.tooManyCallsCloseCode, 'too many calls');
      return false;
    }
    return emit(event, ...args);
  }) as typeof socket.emit;
}
