import { oncePer } from '../engine/once-per';
import type { Env } from '../env';

/**
 * Fixed-window counter per key, in memory: enough for one server process, which is how a small
 * hotel runs Innkeep. Old windows are dropped as they are passed.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one attempt for the key; false when the key has used up its window. */
  take(key: string, now = Date.now()): boolean {
    const current = this.windows.get(key);
    if (!current || now - current.start >= this.windowMs) {
      if (this.windows.size > 10_000) this.prune(now);
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    current.count += 1;
    return current.count <= this.limit;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(key);
    }
  }
}

/**
 * Failures per key (an account) in fixed windows, remembering which addresses failed. Once the key
 * has failed `limit` times in its window, further failures are refused, and so is every attempt
 * from an address that failed: the owner, signing in from elsewhere with the right password, is not.
 */
export class FailureLimiter {
  private readonly windows = new Map<string, { start: number; count: number; addresses: Set<string> }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** True when the key is locked and this address is one that failed against it. */
  blocks(key: string, address: string, now = Date.now()): boolean {
    const current = this.current(key, now);
    return current !== undefined && current.count >= this.limit && current.addresses.has(address);
  }

  /** Counts one failure; false when it is beyond the limit (the answer should be a refusal). */
  fail(key: string, address: string, now = Date.now()): boolean {
    let current = this.current(key, now);
    if (!current) {
      if (this.windows.size > 10_000) this.prune(now);
      current = { start: now, count: 0, addresses: new Set() };
      this.windows.set(key, current);
    }
    current.count += 1;
    current.addresses.add(address);
    return current.count <= this.limit;
  }

  private current(key: string, now: number) {
    const window = this.windows.get(key);
    return window && now - window.start < this.windowMs ? window : undefined;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(key);
    }
  }
}

/** One limiter per server instance, keyed by that server's env. */
export function limiterPerServer<T extends object>(make: (env: Env) => T): (env: Env) => T {
  return oncePer(make);
}
