import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { foodItems, rooms } from '@innkeep/db';
import { loadEnv } from '../src/env';
import { LONG_SESSIONS, manualClock, signedIn, YEAR, type Account } from './admin-helpers';
import { startTestServer, type TestServer } from './helpers';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const WEB_ADDRESS = 'https://cdn.example/suite.jpg';

type Room = { _id: string; images: string[] };
type Food = { _id: string; name: string; image: string | null };

/** A server with one room (a site path, an uploaded picture, a web address) and two dishes, one without a picture. */
async function hotel(env: Record<string, string> = {}) {
  const server = await startTestServer({ now: manualClock(`${YEAR}-06-15T12:00:00.000Z`).now, env: { ...LONG_SESSIONS, ...env } });
  const admin = await signedIn(server, 'admin');
  const guest = await signedIn(server, 'customer');
  const room = await server.api<Room>('POST', '/api/admin/rooms', {
    token: admin.token,
    body: {
      name: 'Suite',
      type: 'suite',
      description: 'A suite.',
      price: 300,
      capacity: 2,
      floor: 3,
      roomNumber: '301',
      images: ['/images/rooms/suite.svg', PNG, WEB_ADDRESS],
    },
  });
  const dish = (name: string, image: string) =>
    server.api<Food>('POST', '/api/admin/food', {
      token: admin.token,
      body: { name, description: 'Hot.', price: 3, category: 'beverages', preparationTime: 5, image },
    });
  await dish('Tea', '/images/food/tea.svg');
  await dish('Water', '');
  return { server, admin, guest, roomId: room.body._id };
}

/** Every picture a guest and an admin are shown, over REST and tRPC. */
async function picturesSeen({ server, admin, guest, roomId }: Awaited<ReturnType<typeof hotel>>) {
  const get = async <T>(path: string, account: Account) => (await server.api<T>('GET', path, { token: account.token })).body;
  const trpc = async <T>(path: string, account: Account) => {
    const res = await fetch(`${server.base}/trpc/${path}`, { headers: { authorization: `Bearer ${account.token}` } });
    return ((await res.json()) as { result: { data: T } }).result.data;
  };
  await server.api('POST', '/api/bookings', {
    token: guest.token,
    body: { roomId, checkIn: `${YEAR}-07-01`, checkOut: `${YEAR}-07-02`, guests: 1 },
  });
  const menu = await get<Food[]>('/api/food', guest);
  return {
    roomList: (await get<Room[]>('/api/rooms', guest))[0]?.images,
    roomDetails: (await get<Room>(`/api/rooms/${roomId}`, guest)).images,
    adminRooms: (await get<{ rooms: Room[] }>('/api/admin/rooms', admin)).rooms[0]?.images,
    bookedRoom: (await get<{ recentBookings: { room: Room }[] }>('/api/customer/dashboard', guest)).recentBookings[0]?.room.images,
    trpcRoomList: (await trpc<Room[]>('rooms.list', guest))[0]?.images,
    menu: menu.map((f) => [f.name, f.image]),
    trpcMenu: (await trpc<Food[]>('food.menu', guest)).map((f) => [f.name, f.image]),
  };
}

describe('image URLs in answers', () => {
  it('stay site paths when PUBLIC_URL is unset; uploads and web addresses stay as they are', async () => {
    const setup = await hotel();
    try {
      const base = '';
      const roomImages = ['/images/rooms/suite.svg', PNG, WEB_ADDRESS];
      const seen = await picturesSeen(setup);
      expect(seen).toEqual({
        roomList: roomImages,
        roomDetails: roomImages,
        adminRooms: roomImages,
        bookedRoom: roomImages,
        trpcRoomList: roomImages,
        menu: [
          ['Tea', `${base}/images/food/tea.svg`],
          ['Water', null],
        ],
        trpcMenu: [
          ['Tea', `${base}/images/food/tea.svg`],
          ['Water', null],
        ],
      });
      // Stored as site paths, so the pictures survive a change of address.
      expect(setup.server.deps.db.select().from(rooms).where(eq(rooms.id, setup.roomId)).get()?.images[0]).toBe('/images/rooms/suite.svg');
    } finally {
      await setup.server.close();
    }
  });

  it('never take their origin from the Host header, which a shared cache could hand on to others', async () => {
    const setup = await hotel();
    try {
      // node:http sends the Host given (fetch() would send the URL's).
      const { text, cacheControl } = await new Promise<{ text: string; cacheControl: string | undefined }>((resolve, reject) => {
        request(`${setup.server.base}/api/rooms`, { headers: { host: 'evil.example' } }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ text: body, cacheControl: res.headers['cache-control'] }));
        })
          .on('error', reject)
          .end();
      });
      expect(text).toContain('"/images/rooms/suite.svg"');
      expect(text).not.toContain('evil.example');
      expect(cacheControl).toBe('no-store');
    } finally {
      await setup.server.close();
    }
  });

  it('start with PUBLIC_URL when set, which the CSP then allows for images', async () => {
    const setup = await hotel({ PUBLIC_URL: 'https://hotel.example/innkeep' });
    try {
      const roomImages = ['https://hotel.example/innkeep/images/rooms/suite.svg', PNG, WEB_ADDRESS];
      const seen = await picturesSeen(setup);
      expect(seen.roomList).toEqual(roomImages);
      expect(seen.roomDetails).toEqual(roomImages);
      expect(seen.bookedRoom).toEqual(roomImages);
      expect(seen.trpcMenu).toEqual([
        ['Tea', 'https://hotel.example/innkeep/images/food/tea.svg'],
        ['Water', null],
      ]);
      const health = await setup.server.api('GET', '/api/health');
      expect(health.headers.get('content-security-policy')).toContain("img-src 'self' data: blob: https://hotel.example");
    } finally {
      await setup.server.close();
    }
  });

  it('sent back by an edit form are stored as site paths again', async () => {
    const setup = await hotel({ PUBLIC_URL: 'https://hotel.example' });
    try {
      const { server, admin, roomId } = setup;
      const body = { name: 'Suite', type: 'suite', description: 'A suite.', price: 300, capacity: 2, floor: 3, roomNumber: '301' };
      const saved = await server.api<Room>('PUT', `/api/admin/rooms/${roomId}`, {
        token: admin.token,
        body: { ...body, images: ['https://hotel.example/images/rooms/suite.svg', 'https://hotel.example.org/images/x.svg'] },
      });
      expect(saved.body.images).toEqual(['https://hotel.example/images/rooms/suite.svg', 'https://hotel.example.org/images/x.svg']);
      expect(server.deps.db.select().from(rooms).where(eq(rooms.id, roomId)).get()?.images).toEqual([
        '/images/rooms/suite.svg',
        'https://hotel.example.org/images/x.svg',
      ]);

      const tea = server.deps.db.select().from(foodItems).where(eq(foodItems.name, 'Tea')).get();
      await server.api('PUT', `/api/admin/food/${tea?.id}`, {
        token: admin.token,
        body: {
          name: 'Tea',
          description: 'Hot.',
          price: 3,
          category: 'beverages',
          preparationTime: 5,
          image: 'https://hotel.example/images/food/tea.svg',
        },
      });
      expect(server.deps.db.select().from(foodItems).where(eq(foodItems.name, 'Tea')).get()?.image).toBe('/images/food/tea.svg');
    } finally {
      await setup.server.close();
    }
  });

  it('PUBLIC_URL must be an http(s) URL without a trailing slash', () => {
    const env = (PUBLIC_URL: string) => loadEnv({ DATABASE_PATH: ':memory:', PUBLIC_URL });
    expect(env('https://hotel.example').PUBLIC_URL).toBe('https://hotel.example');
    expect(env('http://10.0.0.5:3000/innkeep').PUBLIC_URL).toBe('http://10.0.0.5:3000/innkeep');
    expect(env('').PUBLIC_URL).toBeUndefined();
    for (const bad of ['https://hotel.example/', 'ftp://hotel.example', 'hotel.example', 'https://hotel.example?x=1']) {
      expect(() => env(bad), bad).toThrow('PUBLIC_URL must be an http:// or https:// URL without a trailing slash');
    }
  });
});

describe('Cross-Origin-Resource-Policy', () => {
  let server: TestServer;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'innkeep-web-'));
    mkdirSync(join(webRoot, 'images', 'rooms'), { recursive: true });
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Innkeep</title>');
    writeFileSync(join(webRoot, 'images', 'rooms', 'suite.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    server = await startTestServer({ server: { webRoot } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('lets other origins load pictures under /images/ and keeps everything else same-origin', async () => {
    const corp = async (path: string) => {
      const res = await fetch(server.base + path);
      expect(res.status, path).toBe(200);
      // Read to the end: an unread body keeps its connection busy, and closing the server waits for it.
      await res.arrayBuffer();
      return res.headers.get('cross-origin-resource-policy');
    };
    expect(await corp('/images/rooms/suite.svg')).toBe('cross-origin');
    expect(await corp('/')).toBe('same-origin');
    expect(await corp('/rooms')).toBe('same-origin');
    expect(await corp('/api/health')).toBe('same-origin');
  });
});
