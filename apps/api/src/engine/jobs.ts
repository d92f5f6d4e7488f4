/** A background job: runs now and then every `everyMs` off any request's path, until stopped. */
export interface Job {
  stop: () => void;
}

/**
 * Runs `work` at once and every `everyMs`. A failure (a busy database, say) is reported and the next
 * turn tries again: the timer keeps running, and it never keeps the process alive on its own.
 */
export function repeat(everyMs: number, work: () => void, onError: (error: unknown) => void): Job {
  const tick = () => {
    try {
      work();
    } catch (error) {
      onError(error);
    }
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/**
 * `repeat` for asynchronous work (sending mail, fetching feeds): a turn starts only when the last one
 * has finished, so nothing is picked twice. Stopping waits for the turn under way, so its outcome is
 * recorded before the database closes.
 */
export function repeatAsync(
  everyMs: number,
  work: () => Promise<unknown>,
  onError: (error: unknown) => void,
): { stop: () => Promise<void> } {
  let running: Promise<unknown> | null = null;
  const job = repeat(
    everyMs,
    () => {
      running ??= work()
        .catch(onError)
        .finally(() => {
          running = null;
        });
    },
    onError,
  );
  return {
    async stop() {
      job.stop();
      await running;
    },
  };
}
