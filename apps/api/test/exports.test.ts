import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplaintExport, CsvExport } from '@innkeep/api-contract';
import { CSV_CHUNK_ROWS } from '../src/lib/csv-chunks';
import { signedIn, type Account } from './admin-helpers';
import { parseCsv } from './csv-helpers';
import { insertUser, startTestServer, type TestServer } from './helpers';

// More rows than several chunks, with many ties on priority and category.
const COMPLAINTS = CSV_CHUNK_ROWS * 10 + 123;
const LEDGER_ROWS = CSV_CHUNK_ROWS * 6 + 77;

let server: TestServer;
let admin: Account;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
  admin = await signedIn(server, 'admin');
  const guest = await insertUser(server.deps, 'customer');
  // Direct SQL: thousands of complaints in one statement; many share a millisecond.
  server.deps.db.$client
    .prepare(
      `WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ${COMPLAINTS})
       INSERT INTO complaints (id, customer_id, title, description, category, priority, status, created_at, updated_at)
       SELECT 'bulk' || i, ?, 'Bulk ' || i, 'About "quotes", commas and =formulas ' || i,
         CASE i % 3 WHEN 0 THEN 'room' WHEN 1 THEN 'food' ELSE 'service' END,
         CASE i % 3 WHEN 0 THEN 'low' WHEN 1 THEN 'medium' ELSE 'high' END, 'pending',
         strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || (i / 4) || ' seconds'), '2026-01-01T00:00:00.000Z' FROM s`,
    )
    .run(guest.id);
  // Ledger rows on a seeded stay and a seeded order, interleaved in time, four to a millisecond.
  const client = server.deps.db.$client;
  const subject = (sql: string) => (client.prepare(sql).get() as { id: string }).id;
  const bookingId = subject(`SELECT id FROM bookings ORDER BY rowid LIMIT 1`);
  const orderId = subject(`SELECT order_id AS id FROM food_order_items ORDER BY rowid LIMIT 1`);
  client
    .prepare(
      `WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ${LEDGER_ROWS})
       INSERT INTO payments (id, kind, method, amount_cents, booking_id, food_order_id, at, created_at)
       SELECT 'ledger' || i, CASE WHEN i % 7 = 0 THEN 'refund' ELSE 'payment' END, 'card', i,
         CASE WHEN i % 2 = 0 THEN ? END, CASE WHEN i % 2 = 1 THEN ? END,
         strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || (i / 4) || ' seconds'), '2026-01-01T00:00:00.000Z' FROM s`,
    )
    .run(bookingId, orderId);
});
afterAll(() => server.close());

const exportOf = (query: string) => server.api<ComplaintExport>('GET', `/api/admin/complaints/export${query}`, { token: admin.token });

describe('CSV exports in chunks', () => {
  it.each(['?sortBy=priority&sortOrder=asc', '?sortBy=category&sortOrder=desc', '?sortBy=createdAt&sortOrder=asc'])(
    'holds every row once, in the list order, across chunk boundaries (%s)',
    async (query) => {
      const res = await exportOf(query);
      expect(res.status).toBe(200);
      const rows = parseCsv(res.body.csv).slice(1);
      const listed: string[] = [];
      for (let page = 1; listed.length < res.body.count; page += 1) {
        const list = await server.api<{ complaints: { _id: string }[] }>('GET', `/api/admin/complaints${query}&limit=100&page=${page}`, {
          token: admin.token,
        });
        listed.push(...list.body.complaints.map((c) => c._id));
      }
      expect(res.body.count).toBeGreaterThanOrEqual(COMPLAINTS);
      expect(rows.map((row) => row[0])).toEqual(listed);
      expect(new Set(listed).size).toBe(listed.length);
    },
  );

  it('answers other requests while a large export is being built', async () => {
    const finished: string[] = [];
    let browsing: Promise<void> | undefined;
    // The guest's request leaves only once the server is reading the export's first chunk.
    const client = server.deps.db.$client;
    const prepare = client.prepare;
    client.prepare = ((sql: string) => {
      if (!browsing && /from "complaints".*limit \?/i.test(sql)) {
        browsing = server.api('GET', '/api/rooms').then((res) => {
          expect(res.status).toBe(200);
          finished.push('rooms');
        });
      }
      return prepare.call(client, sql);
    }) as typeof prepare;
    try {
      const res = await exportOf('?sortBy=priority&sortOrder=desc');
      finished.push('export');
      expect(res.body.count).toBeGreaterThanOrEqual(COMPLAINTS);
      await browsing;
    } finally {
      client.prepare = prepare;
    }
    expect(finished).toEqual(['rooms', 'export']);
  });
});

describe('the payments CSV in chunks', () => {
  it('holds every ledger row once, newest first, across chunk boundaries, food rows naming their dishes', async () => {
    const res = await server.api<CsvExport>('GET', '/api/admin/payment-history/export', { token: admin.token });
    expect(res.status).toBe(200);
    const rows = parseCsv(res.body.csv).slice(1);
    // The reference: the whole ledger in one statement, in the export's order.
    const ledger = server.deps.db.$client
      .prepare(
        `SELECT CASE WHEN booking_id IS NULL THEN 'Food order' ELSE 'Booking' END AS type, coalesce(booking_id, food_order_id) AS id,
           printf('%.2f', (CASE kind WHEN 'refund' THEN -amount_cents ELSE amount_cents END) / 100.0) AS amount, kind
         FROM payments ORDER BY at DESC, rowid DESC`,
      )
      .all() as { type: string; id: string; amount: string; kind: string }[];
    expect(ledger.length).toBeGreaterThan(LEDGER_ROWS);
    expect(res.body.count).toBe(ledger.length);
    expect(rows.map((row) => [row[0], row[1], row[6], row[9]])).toEqual(ledger.map((p) => [p.type, p.id, p.amount, p.kind]));
    for (const row of rows.filter((r) => r[0] === 'Food order')) expect(row[5]).toMatch(/^\d+ × .+ to /);
  });
});
