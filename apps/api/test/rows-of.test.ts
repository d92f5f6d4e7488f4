import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, users } from '@innkeep/db';
import { rowsOf } from '../src/services/query';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(() => server.close());

describe('rowsOf (services/query.ts)', () => {
  it("rebuilds a select's rows from its raw values exactly as drizzle maps them", () => {
    // A whole table (with a boolean column the decoder turns from 0/1), a group of a left-joined table's
    // columns, and an sql value; users without bookings give the null group.
    const selection = {
      rowid: sql<number>`${users}.rowid`,
      user: users,
      booking: { id: bookings.id, checkIn: bookings.checkIn, totalCents: bookings.totalCents },
    };
    const query = server.deps.db
      .select(selection)
      .from(users)
      .leftJoin(bookings, eq(bookings.customerId, users.id))
      .orderBy(users.email, bookings.id);
    const mapped = query.all();
    expect(mapped.some((row) => row.booking === null)).toBe(true);
    expect(mapped.some((row) => row.booking !== null)).toBe(true);
    expect(mapped.some((row) => row.user.isApproved === true)).toBe(true);
    expect(rowsOf<(typeof mapped)[number]>(selection, ['booking'])(query.values())).toEqual(mapped);
  });
});
