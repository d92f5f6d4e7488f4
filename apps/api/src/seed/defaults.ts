import { DEFAULT_HOTEL_INFO } from '@innkeep/api-contract';
import { chats, settings, type DbOrTx } from '@innkeep/db';
import { eq } from 'drizzle-orm';

/** Hotel settings every installation starts with; admins may change them later. */
export const DEFAULT_SETTINGS = DEFAULT_HOTEL_INFO;

/** Inserts the default settings, keeping any value that is already stored. Synchronous, so it fits in a transaction. */
export function insertDefaultSettings(tx: DbOrTx, now: Date = new Date()): void {
  const updatedAt = now.toISOString();
  tx.insert(settings)
    .values(Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value, updatedAt })))
    .onConflictDoNothing()
    .run();
}

/**
 * Creates the one public chat room unless it exists, and returns its id.
 * `now` becomes its last-cleared time, which starts the 24-hour auto-clear clock.
 */
export function ensurePublicChat(tx: DbOrTx, now: Date): string {
  const at = now.toISOString();
  tx.insert(chats).values({ slug: 'public', lastCleared: at, createdAt: at }).onConflictDoNothing().run();
  const row = tx.select({ id: chats.id }).from(chats).where(eq(chats.slug, 'public')).get();
  if (!row) throw new Error('Public chat could not be created');
  return row.id;
}
