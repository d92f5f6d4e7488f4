import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * One change counter per in-process cache, bumped by triggers on the tables the cache reads
 * (migration cache_version_triggers). A cached answer is good while its counter is unchanged, so
 * every write counts whoever makes it: a service, a test, another process or the sqlite3 shell.
 */
export const cacheVersions = sqliteTable('cache_versions', {
  /** 'sessions' (sessions and users) or 'catalog' (rooms, reviews, menu, reviewer names). */
  scope: text('scope').primaryKey(),
  version: integer('version').notNull().default(0),
});
