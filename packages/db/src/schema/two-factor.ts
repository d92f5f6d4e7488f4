import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users';

/**
 * One row per account that started or finished setting up two-step sign-in. The TOTP secret has
 * to be readable to check codes (see docs/decisions/two-step-sign-in.md); recovery codes are
 * stored only as SHA-256 hashes.
 */
export const twoFactor = sqliteTable('two_factor', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32 TOTP secret. */
  secret: text('secret').notNull(),
  /** Null while set up but not yet confirmed with a code: sign-in asks for no code until then. */
  enabledAt: text('enabled_at'),
  /** The last 30-second time step whose code was accepted; an older or equal one is refused. */
  lastStep: integer('last_step').notNull().default(0),
  /** JSON array of SHA-256 hex hashes of the unused recovery codes. */
  recoveryHashes: text('recovery_hashes').notNull().default('[]'),
});
