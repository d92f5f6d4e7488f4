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
