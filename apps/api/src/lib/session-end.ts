/**
 * A subscription's items until `ended` aborts, then its reason (the error the client is told) is
 * thrown: tRPC sends it as the subscription's error instead of a quiet stop. `cleanup` runs once
 * the subscription is over, however it ends.
 */
export async function* untilSessionEnds(source: unknown, ended: AbortSignal, cleanup: () => void): AsyncGenerator<unknown> {
  if (!isAsyncIterable(source)) throw new Error('A subscription must return an async iterable');
  const iterator = source[Symbol.asyncIterator]();
  // One abort listener for the whole subscription, failing whichever read is waiting: adding and
  // removing one per item cost every subscriber of a chat broadcast two EventTarget calls.
  let failWaiting: ((reason: unknown) => void) | null = null;
  const onAbort = () => failWaiting?.(ended.reason);
  ended.addEventListener('abort', onAbort, { once: true });
  try {
    for (;;) {
      if (ended.aborted) throw ended.reason;
      const next = await new Promise<IteratorResult<unknown>>((resolve, reject) => {
        failWaiting = reject;
        iterator.next().then(resolve, reject);
      });
      failWaiting = null;
      if (next.done) break;
      yield next.value;
    }
    // The feed ended because `ended` aborted its signal, before the read above saw the abort.
    if (ended.aborted) throw ended.reason;
  } finally {
    ended.removeEventListener('abort', onAbort);
    cleanup();
    // Without awaiting: a feed that ignored its signal may only notice at its next event.
    void iterator.return?.()?.catch(() => undefined);
  }
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}
