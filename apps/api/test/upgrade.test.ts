import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../src/demo-accounts';
import { startTestServer, tokenFor } from './helpers';

// Made by `node scripts/make-upgrade-fixture.mjs 28fc77d`: the demo hotel as Innkeep created it at
// that commit (18 of today's migrations), with invoices issued and an administrator signed in.
const FIXTURE = join(import.meta.dirname, 'fixtures/upgrade/innkeep-28fc77d.db');
const fixture = JSON.parse(readFileSync(FIXTURE.replace(/\.db$/, '.json'), 'utf8')) as { token: string; jwtSecret: string };

/** The rows an upgrade must keep, as a file holds them. */
function heldIn(path: string) {
  const db = new Database(path, { readonly: true });
  try {
    const rows = (sql: string) => db.prepare(sql).all();
    return {
      users: rows('select id, email, role, password_hash from users order by id'),
      bookings: rows('select id, customer_id, room_id, check_in, check_out, status, total_cents from bookings order by id'),
      payments: rows('select id, kind, method, amount_cents, booking_id, food_order_id, at from payments order by id'),
      invoices: rows('select number, booking_id, food_order_id from invoices order by number') as {
        number: string;
        booking_id: string | null;
        food_order_id: string | null;
      }[],
      migrations: (db.prepare('select count(*) as n from __drizzle_migrations').get() as { n: number }).n,
    };
  } finally {
    db.close();
  }
}

describe('a database made by an earlier Innkeep', () => {
  it('opens, migrates and serves the same bookings, payments, invoices and users; its sessions work or end cleanly', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'innkeep-upgrade-'));
    const path = join(dir, 'innkeep.db');
    copyFileSync(FIXTURE, path);
    const before = heldIn(path);
    expect(before.invoices.length).toBeGreaterThan(0);
    const server = await startTestServer({ env: { DATABASE_PATH: path, JWT_SECRET: fixture.jwtSecret } });
    try {
      const after = heldIn(path);
      expect(after.migrations).toBeGreaterThan(before.migrations);
      expect({ ...after, migrations: 0 }).toEqual({ ...before, migrations: 0 });

      // Served: the demo administrator signs in with the password set then, and sees the same rows.
      const admin = await tokenFor(server, DEMO_LOGINS.admin);
      const bookings = await server.api<{ total: number }>('GET', '/api/admin/bookings', { token: admin });
      expect(bookings.body.total).toBe(before.bookings.length);
      const users = await server.api<{ total: number }>('GET', '/api/admin/users', { token: admin });
      expect(users.body.total).toBe(before.users.length);
      const invoiced = before.invoices.find((invoice) => invoice.booking_id !== null)!;
      const invoice = await server.api<{ number: string }>('GET', `/api/bookings/${invoiced.booking_id}/invoice`, { token: admin });
      expect(invoice.body.number).toBe(invoiced.number);

      // The session made then: still valid, or ended with a clean 401 once its week has passed.
      const me = await server.api('GET', '/api/auth/me', { token: fixture.token });
      expect([200, 401]).toContain(me.status);
      if (me.status === 401) expect(me.body).toEqual({ message: expect.any(String) });
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
