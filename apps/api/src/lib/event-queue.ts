/**
 * Buffers pushed items until they are read, as an async iterable that ends when the queue is
 * closed or its signal aborts. A subscription fills it from the event bus before it reads any
 * backlog, so nothing emitted in between is lost, and the abort ends a waiting read at once
 * (an async generator parked on an await would otherwise not see the client leave).
 */
export class EventQueue<T> implements AsyncIterable<T> {
  private readonly items: T[] = [];
  private readonly cleanups: (() => void)[] = [];
  private wake: (() => void) | null = null;
  private closed = false;

  constructor(private readonly signal?: AbortSignal) {
    if (signal?.aborted) this.closed = true;
    else signal?.addEventListener('abort', this.close, { once: true });
  }

  /** Runs `cleanup` (typically removing a listener) when the queue ends. */
  onClose(cleanup: () => void): void {
    if (this.closed) cleanup();
    else this.cleanups.push(cleanup);
  }

  push(item: T): void {
    if (this.closed) return;
    this.items.push(item);
    this.wake?.();
  }

  readonly close = (): void => {
    if (this.closed) return;
    this.closed = true;
    this.signal?.removeEventListener('abort', this.close);
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.wake?.();
  };

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    try {
      for (;;) {
        if (this.items.length > 0) {
          yield this.items.shift() as T;
          continue;
        }
        if (this.closed) return;
        await new Promise<void>((resolve) => {
          this.wake = resolve;
        });
        this.wake = null;
      }
    } finally {
      this.close();
    }
  }
}
