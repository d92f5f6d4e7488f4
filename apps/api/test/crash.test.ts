import { openDatabase } from '@innkeep/db';
import { afterEach, describe, expect, it } from 'vitest';
import { newGuest } from './helpers';
import { baseEnv, cleanUpProcesses, exited, PROCESS_TEST_MS, startProcess, tempDb } from './process-helpers';

afterEach(cleanUpProcesses);

/** Acknowledged writes to reach before the server is killed, while more are still in flight. */
const ACKNOWLEDGED_BEFORE_KILL = 60;
/** Customers writing at once. */
const WRITERS = 5;

interface Customer {
  token: string;
}
interface Ack {
  kind: 'booking' | 'foodOrder';
  id: string;
  customer: Customer;
}

function client(port: number) {
  return async <T>(method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as T };
  };
}

describe('a crash loses no acknowledged write', () => {
  it(
    'keeps every booking and food order answered 2xx before a SIGKILL, and the database checks ok',
    async () => {
      const databasePath = tempDb();
      // Each writer books many nights unpaid; the per-customer cap would refuse them, not the crash.
      const env = baseEnv(databasePath, { MAX_PENDING_BOOKINGS: '1000' });
      const first = await startProcess(env);
      const api = client(first.port);

      const customers: Customer[] = [];
      for (let i = 0; i < WRITERS; i += 1) {
        const guest = newGuest();
        const registered = await api<{ token: string }>('POST', '/api/auth/register', undefined, guest);
        expect(registered.status).toBe(201);
        customers.push({ token: registered.body.token });
      }
      const someone = customers[0] as Customer;
      // The demo's free dormitory is among them: its writes book a bed and assign it.
      const rooms = (await api<{ _id: string; status: string; saleMode: string }[]>('GET', '/api/rooms', someone.token)).body.filter(
        (r) => r.status === 'available',
      );
      expect(rooms.some((r) => r.saleMode === 'bed')).toBe(true);
      const dishes = (await api<{ _id: string; isAvailable: boolean }[]>('GET', '/api/food')).body.filter((d) => d.isAvailable);
      expect(rooms.length).toBeGreaterThan(2);
      expect(dishes.length).toBeGreaterThan(2);

      // Every booking gets its own room-night, so none is refused as a double booking.
      const firstNight = Date.UTC(new Date().getUTCFullYear() + 1, 0, 1);
      const day = (n: number) => new Date(firstNight + n * 86_400_000).toISOString().slice(0, 10);
      let slot = 0;
      const acks: Ack[] = [];
      let killed = false;
      let inFlight = 0;
      let reached: () => void = () => undefined;
      const enoughAcknowledged = new Promise<void>((resolve) => (reached = resolve));

      /** One customer's stream of writes, alternating bookings and food orders, until the server is gone. */
      async function writer(customer: Customer): Promise<void> {
        for (let n = 0; ; n += 1) {
          inFlight += 1;
          try {
            if (n % 2 === 0) {
              const mine = slot++;
              const night = Math.floor(mine / rooms.length);
              const res = await api<{ _id: string }>('POST', '/api/bookings', customer.token, {
                roomId: rooms[mine % rooms.length]?._id,
                checkIn: day(night),
                checkOut: day(night + 1),
                guests: 1,
              });
              expect(res.status, JSON.stringify(res.body)).toBe(201);
              acks.push({ kind: 'booking', id: res.body._id, customer });
            } else {
              const res = await api<{ _id: string }>('POST', '/api/food/orders', customer.token, {
                items: [{ foodId: dishes[n % dishes.length]?._id, quantity: 1 + (n % 3) }],
                deliveryLocation: `Room ${100 + n}`,
              });
              expect(res.status, JSON.stringify(res.body)).toBe(201);
              acks.push({ kind: 'foodOrder', id: res.body._id, customer });
            }
          } catch (error) {
            // Once the server is killed, the connection fails: that write was never acknowledged.
            if (killed) return;
            throw error;
          } finally {
            inFlight -= 1;
          }
          if (acks.length >= ACKNOWLEDGED_BEFORE_KILL) reached();
        }
      }

      const writers = customers.map(writer);
      await Promise.race([enoughAcknowledged, Promise.all(writers)]);
      // Mid-stream: writes are on their way when the process dies.
      expect(inFlight).toBeGreaterThan(0);
      killed = true;
      first.child.kill('SIGKILL');
      await exited(first.child);
      await Promise.all(writers);
      expect(acks.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);

      // The same file, a new process: the server recovers the WAL and answers for every acknowledged write.
      const second = await startProcess(env);
      const after = client(second.port);
      for (const customer of customers) {
        const bookings = await after<{ _id: string }[]>('GET', '/api/bookings/my-bookings', customer.token);
        expect(bookings.status).toBe(200);
        const listed = new Set(bookings.body.map((b) => b._id));
        for (const ack of acks.filter((a) => a.kind === 'booking' && a.customer === customer)) expect(listed, ack.id).toContain(ack.id);
      }
      for (const ack of acks.filter((a) => a.kind === 'foodOrder')) {
        const status = await after('GET', `/api/food/orders/${ack.id}/payment-status`, ack.customer.token);
        expect(status.status, ack.id).toBe(200);
      }

      const { db, close } = openDatabase(databasePath);
      try {
        const has = (table: string, id: string) => db.$client.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(id) !== undefined;
        expect(acks.filter((a) => !has(a.kind === 'booking' ? 'bookings' : 'food_orders', a.id))).toEqual([]);
        // An acknowledged dormitory booking kept its bed, written in the same transaction.
        const bedless = db.$client
          .prepare(
            'SELECT count(*) FROM bookings b WHERE b.beds IS NOT NULL AND NOT EXISTS (SELECT 1 FROM booking_beds bb WHERE bb.booking_id = b.id)',
          )
          .pluck()
          .get();
        expect(bedless).toBe(0);
        expect(db.$client.pragma('integrity_check', { simple: true })).toBe('ok');
      } finally {
        close();
      }
    },
    PROCESS_TEST_MS,
  );
});
