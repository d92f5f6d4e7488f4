// Accounts the load needs (500 chat users, 16 bookers), written straight into the server's database
// with a session each, and tokens signed with the server's key: 500 argon2 sign-ins would measure
// argon2, not the chat.
import Database from 'better-sqlite3';
import { newId } from '@innkeep/db';
import { signSessionToken } from '../src/services/people';
import { BENCH_JWT_SECRET } from './processes';

export async function benchAccounts(databasePath: string, prefix: string, count: number): Promise<{ id: string; token: string }[]> {
  const sqlite = new Database(databasePath);
  sqlite.pragma('busy_timeout = 5000');
  const now = new Date();
  const expires = new Date(now.getTime() + 24 * 3_600_000);
  const insertUser = sqlite.prepare(
    `INSERT INTO users (id, name, email, phone, address, role, is_approved, password_hash, created_at, updated_at)
     VALUES (?, ?, ?, '+1 555 0100', '', 'customer', 1, 'not-a-password', ?, ?)`,
  );
  const insertSession = sqlite.prepare(`INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)`);
  const rows = sqlite.transaction(() =>
    Array.from({ length: count }, (_, i) => {
      const id = newId();
      const sessionId = newId();
      insertUser.run(id, `${prefix} ${i}`, `${prefix}-${i}-${id}@bench.test`, now.toISOString(), now.toISOString());
      insertSession.run(sessionId, id, now.toISOString(), expires.toISOString());
      return { id, sessionId };
    }),
  )();
  sqlite.close();
  const secret = new TextEncoder().encode(BENCH_JWT_SECRET);
  return Promise.all(
    rows.map(async ({ id, sessionId }) => ({ id, token: await signSessionToken(secret, { userId: id, sessionId }, now, expires) })),
  );
}
