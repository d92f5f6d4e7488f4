import type Database from 'better-sqlite3';

/** How many compiled statements a connection keeps, by their SQL (`withStatementCache`). */
export const STATEMENT_CACHE_SIZE = 256;

/**
 * Makes `prepare` hand back the statement it compiled before for the same SQL, among the last
 * STATEMENT_CACHE_SIZE: drizzle prepares every query it runs, and compiling took a tenth of a
 * payments search (0.23 of 1.97 ms). A statement comes back in its default mode (drizzle turns `raw`
 * on and never off) and never while it is still being iterated.
 */
export function withStatementCache(sqlite: Database.Database): Database.Database {
  const prepare = sqlite.prepare.bind(sqlite);
  const statements = new Map<string, Database.Statement>();
  sqlite.prepare = ((source: string) => {
    const cached = statements.get(source);
    statements.delete(source);
    const statement = cached && !cached.busy ? cached : prepare(source);
    if (statement === cached && statement.reader) statement.pluck(false).expand(false).raw(false);
    // A Map keeps insertion order: the first key is the statement used longest ago.
    statements.set(source, statement);
    if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
    return statement;
  }) as Database.Database['prepare'];
  return sqlite;
}
