/**
 * A subscription's items until `ended` aborts, then its reason (the error the client is told) is
 * thrown: tRPC sends it as the subscription's error instead of a quiet stop. `cleanup` runs once
 * the subscription is over, however it ends.
 */
export async function* untilSessionEnds(source: unknown, ended: AbortSignal, cleanup: () => void): AsyncGenerator<unknown> {
  if (!isAsyncIterable(source)) throw new Error('A subscription must return an async iterable');
  const iterator = source[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await nextOrEnd(iterator, ended);
      if (next.done) break;
      yield next.value;
    }
    // The feed ended because `ended` aborted its signal, before the race below saw the abort.
    if (ended.aborted) throw ended.reason;
  } finally {
    cleanup();
    // Without awaiting: a feed that ignored its signal may only notice at its next event.
    void iterator.return?.()?.catch(() => undefined);
  }
}

/** The iterator's next item, or the abort reason thrown as soon as `ended` aborts. */
function nextOrEnd(iterator: AsyncIterator<unknown>, ended: AbortSignal): Promise<IteratorResult<unknown>> {
  if (ended.aborted) return Promise.reject(ended.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(ended.reason);
    ended.addEventListener('abort', onAbort, { once: true });
    iterator.next().then(
      (result) => {
        ended.removeEventListener('abort', onAbort);
        resolve(result);
      },
      (error: unknown) => {
        ended.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}
