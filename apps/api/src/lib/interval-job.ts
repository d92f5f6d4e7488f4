/**
 * Runs `work` now and then every `intervalMs`, whether or not anyone is connected. A failure at
 * one tick (a busy database) is reported and retried at the next: the timer keeps running.
 */
export function startIntervalJob(work: () => void, intervalMs: number, onError: (error: unknown) => void): { stop: () => void } {
  const tick = () => {
    try {
      work();
    } catch (error) {
      onError(error);
    }
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
