import { request } from 'node:http';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplaintExport, CsvExport } from '@innkeep/api-contract';
import { CSV_WORKER_AHEAD, csvWorkersRunning } from '../src/csv-stream';
import { CSV_CHUNK_ROWS } from '../src/engine/csv-chunks';
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

/** The streamed form of an export path: `Accept: text/csv`. */
const download = (path: string, token = admin.token) =>
  fetch(server.base + path, { headers: { accept: 'text/csv', authorization: `Bearer ${token}` } });

/**
 * Calls `onRead(order, n)` for each statement the server prepares that reads a chunk of complaints
 * (a `LIMIT ?` on complaints), `n` counting the reads in the same order (one export's chunks);
 * restores prepare afterwards.
 */
async function watchingComplaintReads<T>(onRead: (order: string, n: number) => void, body: () => Promise<T>): Promise<T> {
  const client = server.deps.db.$client;
  const prepare = client.prepare;
  const reads = new Map<string, number>();
  client.prepare = ((sql: string) => {
    if (/from "complaints".*limit \?/i.test(sql)) {
      const order = sql.slice(sql.toLowerCase().lastIndexOf('order by'));
      reads.set(order, (reads.get(order) ?? 0) + 1);
      onRead(order, reads.get(order)!);
    }
    return prepare.call(client, sql);
  }) as typeof prepare;
  try {
    return await body();
  } finally {
    client.prepare = prepare;
  }
}

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

  it('answers other requests while a large export is read for JSON', async () => {
    const finished: string[] = [];
    let browsing: Promise<void> | undefined;
    // The guest's request leaves only once the server is reading the export's first chunk.
    const sent = await watchingComplaintReads(
      () => {
        browsing ??= server.api('GET', '/api/rooms').then((res) => {
          expect(res.status).toBe(200);
          finished.push('rooms');
        });
      },
      async () => {
        const size = (await exportOf('?sortBy=priority&sortOrder=desc')).body.count;
        finished.push('export');
        await browsing;
        return size;
      },
    );
    expect(sent).toBeGreaterThanOrEqual(COMPLAINTS);
    expect(finished).toEqual(['rooms', 'export']);
  });
});

describe('CSV exports streamed as text/csv', () => {
  it.each([
    '/api/admin/complaints/export?sortBy=priority&sortOrder=asc',
    '/api/admin/complaints/export?sortBy=category&sortOrder=desc&category=room',
    '/api/admin/payment-history/export',
    '/api/admin/payment-history/export?type=food',
    '/api/desk/bookings/export',
  ])('downloads the same bytes as the JSON form, across chunk boundaries (%s)', async (path) => {
    const [json, streamed] = await Promise.all([server.api<CsvExport>('GET', path, { token: admin.token }), download(path)]);
    expect(streamed.status).toBe(200);
    expect(streamed.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(streamed.headers.get('content-disposition')).toBe(`attachment; filename="${json.body.filename}"`);
    const bytes = Buffer.from(await streamed.arrayBuffer());
    expect(bytes.equals(Buffer.from(json.body.csv))).toBe(true);
    expect(parseCsv(json.body.csv).length - 1).toBe(json.body.count);
  });

  it('answers a refusal or a bad filter before the first byte as { message } with its status', async () => {
    const path = '/api/admin/complaints/export';
    const anonymous = await fetch(server.base + path, { headers: { accept: 'text/csv' } });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: expect.any(String) });
    const guest = await signedIn(server, 'customer');
    const refused = await download(path, guest.token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: expect.any(String) });
    const bad = await download(`${path}?sortBy=nonsense`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: expect.any(String) });
  });

  it('is read by a worker thread on its own connection while the server answers others', async () => {
    let reads = 0;
    const res = await watchingComplaintReads(
      () => (reads += 1),
      () => download('/api/admin/complaints/export?sortBy=priority&sortOrder=desc'),
    );
    const body = res.body!.getReader();
    const first = await body.read();
    // The worker is past its first chunk and the download is open: the server still answers a guest.
    expect((await server.api('GET', '/api/rooms')).status).toBe(200);
    const parts = [first.value ?? new Uint8Array()];
    for (let next = await body.read(); !next.done; next = await body.read()) parts.push(next.value);
    expect(parseCsv(Buffer.concat(parts).toString()).length - 1).toBeGreaterThanOrEqual(COMPLAINTS);
    expect(reads).toBe(0);
  });

  it('stops its worker when the client disconnects mid-stream', async () => {
    const url = new URL(server.base + '/api/admin/complaints/export?sortBy=priority&sortOrder=asc');
    const req = request(url, { headers: { accept: 'text/csv', authorization: `Bearer ${admin.token}` } });
    // The server takes a chunk from the worker by asking it for one more (postMessage).
    const taken = new Map<Worker, number>();
    const postMessage = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown) {
      taken.set(this, (taken.get(this) ?? 0) + 1);
      // The client hangs up as the server takes the export's second chunk.
      if (taken.size === 1 && taken.get(this) === 2) req.destroy();
      return postMessage.call(this, message);
    };
    try {
      const closed = new Promise((resolve) => req.once('close', resolve));
      req.on('error', () => undefined);
      req.end();
      await closed;
      await expect.poll(csvWorkersRunning).toBe(0);
    } finally {
      Worker.prototype.postMessage = postMessage;
    }
    expect(Math.ceil(COMPLAINTS / CSV_CHUNK_ROWS)).toBeGreaterThan(10);
    expect([...taken.values()][0]).toBeLessThanOrEqual(2 + CSV_WORKER_AHEAD);
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

describe('the JSON form of the payments export, streamed', () => {
  it('parses and holds the text/csv form and its count, with names needing JSON escapes', async () => {
    const client = server.deps.db.$client;
    // Quotes, a backslash, a newline, a tab, non-ASCII and a line separator, on hundreds of ledger rows.
    const name = 'Zoë "Q" O\'Brien \\ back\nslash\t日本 🏨 \u2028';
    client.prepare(`UPDATE users SET name = ? WHERE id = (SELECT customer_id FROM bookings ORDER BY rowid LIMIT 1)`).run(name);
    const path = '/api/admin/payment-history/export';
    const res = await fetch(server.base + path, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = JSON.parse(await res.text()) as CsvExport;
    expect(Object.keys(body)).toEqual(['filename', 'count', 'csv']);
    const csv = await (await download(path)).text();
    expect(body.csv).toBe(csv);
    const rows = parseCsv(csv).slice(1);
    expect(body.count).toBe(rows.length);
    expect(body.count).toBe((client.prepare('SELECT count(*) AS n FROM payments').get() as { n: number }).n);
    expect(rows.filter((row) => row[3] === name).length).toBeGreaterThan(CSV_CHUNK_ROWS);
    expect(body.filename).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
