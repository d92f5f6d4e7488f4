/**
 * A WebSocket stand-in for jsdom: the test decides when a socket opens, fails or receives a
 * message. Closing a socket that is still connecting fires 'error' then 'close', as browsers do.
 */
export class FakeWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  static get last(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('No WebSocket was opened');
    return socket;
  }

  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;
  readyState = FakeWebSocket.CONNECTING;
  binaryType = 'blob';
  readonly sent: string[] = [];

  constructor(
    readonly url: string,
    readonly protocols?: string | string[],
  ) {
    super();
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('WebSocket is not open');
    this.sent.push(data);
  }

  close(code = 1000): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    const wasConnecting = this.readyState === FakeWebSocket.CONNECTING;
    this.readyState = FakeWebSocket.CLOSED;
    if (wasConnecting) this.dispatchEvent(new Event('error'));
    this.dispatchEvent(Object.assign(new Event('close'), { code, reason: '', wasClean: !wasConnecting }));
  }

  // What the server side does ------------------------------------------------------------------

  /** The server accepts the connection. */
  accept(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  /** The connection attempt fails (server down, refused). */
  refuse(): void {
    this.close(1006);
  }

  /** A message from the server. */
  receive(message: unknown): void {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  /** Messages the client sent, decoded (keep-alive pings skipped). */
  messages(): Array<Record<string, unknown>> {
    return this.sent
      .filter((data) => data !== 'PING' && data !== 'PONG')
      .flatMap((data) => [JSON.parse(data) as Record<string, unknown>].flat());
  }
}
