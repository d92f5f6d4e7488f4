import { eq } from 'drizzle-orm';
import type { PublicUser } from '@innkeep/api-contract';
import { users, type DbOrTx } from '@innkeep/db';

export type UserRow = typeof users.$inferSelect;

/** The one shape a user leaves the server in: never with the password hash. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    role: row.role,
    isApproved: row.isApproved,
    language: row.language,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** A customer account the front desk made for a walk-in guest: no password until the guest claims it by registering. */
export function isUnclaimed(row: Pick<UserRow, 'passwordHash'>): boolean {
  return row.passwordHash === '';
}

export function findUserByEmail(db: DbOrTx, email: string): UserRow | undefined {
  return db.select().from(users).where(eq(users.email, email.toLowerCase())).get();
}

export function findUserById(db: DbOrTx, id: string): UserRow | undefined {
  return db.select().from(users).where(eq(users.id, id)).get();
}

/** SQLite's unique-constraint failure, as better-sqlite3 reports it. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY')
  );
}
