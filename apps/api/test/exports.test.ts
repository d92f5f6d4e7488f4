import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplaintExport } from '@innkeep/api-contract';
import { CSV_CHUNK_ROWS } from '../src/lib/csv-chunks';
import { signedIn, type Account } from './admin-helpers';
import { parseCsv } from './csv-helpers';
import { insertUser, startTestServer, type TestServer } from './helpers';

// More rows than several chunks, with many ties on priority and category.
const COMPLAINTS = CSV_CHUNK_ROWS * 10 + 123;

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
