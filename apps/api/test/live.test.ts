// The live refresh feed (live.onChange): staff and admins hear of every change; a customer only of
// their own bookings, orders and complaints. Checked over a real WebSocket against a real server.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LiveChange } from '@innkeep/api-contract';
import { insertRoom, newCustomer } from './bookings-helpers';
import { insertUser, startTestServer, tokenFor, type TestServer } from './helpers';
import { connect, Inbox, type Connection } from './realtime-helpers';

let server: TestServer;
let staffToken: string;
let adminToken: string;
const open: Connection[] = [];

beforeAll(async () => {
  server = await startTestServer();
  staffToken = await tokenFor(server, await insertUser(server.deps, 'staff'));
  adminToken = await tokenFor(server, await insertUser(server.deps, 'admin'));
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await server.close();
});

async function listen(token: string): Promise<Inbox<LiveChange>> {
  const connection = connect(server, token);
  open.push(connection);
  const inbox = new Inbox<LiveChange>();
  connection.client.live.onChange.subscribe(undefined, inbox.handlers);
  await inbox.until((i) => i.started > 0 || i.error !== null);
  return inbox;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function book(token: string, offset: number): Promise<string> {
  const room = insertRoom(server.deps);
  const res = await server.api<{ _id: string }>('POST', '/api/bookings', {
    token,
    body: { roomId: room.id, checkIn: day(offset), checkOut: day(offset + 1), guests: 1 },
  });
  expect(res.status).toBe(201);
  return res.body._id;
}

const confirm = (id: string) =>
  server.api('PUT', `/api/staff/bookings/${id}/status`, { token: staffToken, body: { status: 'confirmed' } }).then((res) => res.status);

describe('live.onChange', () => {
  it("tells a customer of their own changes only, and staff and admins of everyone's", async () => {
    const ann = await newCustomer(server);
    const bob = await newCustomer(server);
    const annFeed = await listen(ann.token);
    const bobFeed = await listen(bob.token);
    const staffFeed = await listen(staffToken);
    const adminFeed = await listen(adminToken);

    // Bob's booking and its confirmation come first; Ann's after. Events arrive in order, so once
    // Ann hears of her own two, anything of Bob's sent to her would already be there.
    const bobs = await book(bob.token, 20);
    expect(await confirm(bobs)).toBe(200);
    const anns = await book(ann.token, 30);
    expect(await confirm(anns)).toBe(200);

    await annFeed.until((i) => i.items.length >= 2);
    expect(annFeed.items).toEqual([{ entity: 'booking' }, { entity: 'booking' }]);
    await bobFeed.until((i) => i.items.length >= 2);
    expect(bobFeed.items).toEqual([{ entity: 'booking' }, { entity: 'booking' }]);
    await staffFeed.until((i) => i.items.length >= 4);
    await adminFeed.until((i) => i.items.length >= 4);

    // A third change, Bob's again: Ann still has her two only.
    const room = insertRoom(server.deps);
    expect(
      (await server.api('POST', '/api/complaints', { token: bob.token, body: { title: 'Noise', description: `Room ${room.roomNumber}` } }))
        .status,
    ).toBe(201);
    await bobFeed.until((i) => i.items.length === 3);
    expect(bobFeed.items[2]).toEqual({ entity: 'complaint' });
    await adminFeed.until((i) => i.items.some((item) => item.entity === 'complaint'));
    expect(annFeed.items).toHaveLength(2);
  });

  it('refuses a visitor without a session', async () => {
    const connection = connect(server, null);
    open.push(connection);
    const inbox = new Inbox<LiveChange>();
    connection.client.live.onChange.subscribe(undefined, inbox.handlers);
    await inbox.until((i) => i.error !== null);
    expect(inbox.items).toEqual([]);
  });
});
