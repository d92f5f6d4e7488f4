import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { cacheVersions, type Db } from '@innkeep/db';
import { oncePer } from './once-per';

/** The counters in `cache_versions` that the sessions_cache_* and catalog_cache_* triggers bump (packages/db/src/triggers.ts). */
export type CacheScope = 'sessions' | 'catalog';

const versionStatement = oncePer((db: Db) =>
  db
    .select({ version: cacheVersions.version })
    .from(cacheVersions)
    .where(eq(cacheVersions.scope, sql.placeholder('scope')))
    .prepare(),
);

/** The scope's change counter: one prepared primary-key read, the whole price of a cache hit. */
export function cacheVersion(db: Db, scope: CacheScope): number {
  return versionStatement(db).get({ scope })?.version ?? -1;
}

interface Entry<V> {
  value: V;
  version: number;
  storedAt: number;
}

/**
 * Answers kept in memory while their scope's counter stays unchanged and for at most `ttlMs`. The
 * counter is read on every lookup, so a write committed by anyone is seen by the very next request.
 * At `maxEntries` (keys can come from clients: tokens, Host headers) it starts again empty.
 */
export class VersionedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly scope: CacheScope,
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  /** The cached value for `key`, else `load()`'s, kept unless it is null. */
  get(db: Db, key: string, load: () => V | null): V | null {
    const version = cacheVersion(db, this.scope);
    const now = performance.now();
    const entry = this.entries.get(key);
    if (entry && entry.version === version && now - entry.storedAt < this.ttlMs) return entry.value;
    const value = load();
    if (value === null) {
      this.entries.delete(key);
      return null;
    }
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, version, storedAt: now });
    return value;
  }

  /** Drops `key`'s answer if it is still `value` (one that turned out to be a failure), not a newer one. */
  forget(key: string, value: V): void {
    if (this.entries.get(key)?.value === value) this.entries.delete(key);
  }
}
