import type { Amenity, RoomStatus, RoomType } from '@innkeep/api-contract';
import { rooms } from '@innkeep/db';
import type { AppDeps } from '../src/deps';
import { newGuest, type TestServer } from './helpers';

let roomCounter = 0;

/** Inserts a room straight into the database (creating rooms is the admin issue's API). */
export function insertRoom(
  deps: AppDeps,
  overrides: Partial<{ name: string; type: RoomType; priceCents: number; capacity: number; status: RoomStatus; amenities: Amenity[] }> = {},
) {
  roomCounter += 1;
  const now = deps.now().toISOString();
  return deps.db
    .insert(rooms)
    .values({
      name: `Test Room ${roomCounter}`,
      description: 'A room made by a test.',
      type: 'double',
      priceCents: 12_550,
      capacity: 2,
      floor: 9,
      roomNumber: `T${process.pid}-${roomCounter}`,
      status: 'available',
      images: [],
      amenities: ['wifi'],
      createdAt: now,
      updatedAt: now,
      ...overrides,
    })
    .returning()
    .get();
}

/** Registers a fresh customer through the API; returns their id and token. */
export async function newCustomer(server: TestServer): Promise<{ id: string; name: string; token: string }> {
  const res = await server.api<{ token: string; user: { _id: string; name: string } }>('POST', '/api/auth/register', { body: newGuest() });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.user._id, name: res.body.user.name, token: res.body.token };
}
