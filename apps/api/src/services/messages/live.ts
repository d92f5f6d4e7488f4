import { eq } from 'drizzle-orm';
import type { BoardChange, LiveChange, Role } from '@innkeep/api-contract';
import { bookings, complaints, foodOrders } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import type { BoardEvent } from '../../events';
import { boardFeed } from './board';

/*
 * Which data changed, for every signed-in page that shows it: the client refetches the matching
 * queries. Built on the board's events, so every change the board hears about reaches here too.
 */

type Deps = Pick<AppDeps, 'db' | 'events'>;

// The owner of an event's booking, order or complaint, looked up once per event for all listeners.
const owners = new WeakMap<BoardEvent, string | null>();

function ownerOf(deps: Deps, event: BoardEvent): string | null {
  const cached = owners.get(event);
  if (cached !== undefined) return cached;
  const owner = lookUpOwner(deps, event.change);
  owners.set(event, owner);
  return owner;
}

function lookUpOwner({ db }: Deps, change: BoardChange): string | null {
  switch (change.entity) {
    case 'booking':
      return db.select({ owner: bookings.customerId }).from(bookings).where(eq(bookings.id, change.id)).get()?.owner ?? null;
    case 'foodOrder':
      return db.select({ owner: foodOrders.customerId }).from(foodOrders).where(eq(foodOrders.id, change.id)).get()?.owner ?? null;
    case 'complaint':
      return db.select({ owner: complaints.customerId }).from(complaints).where(eq(complaints.id, change.id)).get()?.owner ?? null;
    default:
      return null;
  }
}

/**
 * Whether `user` may hear of `event`: staff and admins hear of everything; a customer of their own
 * bookings, orders and complaints, of room status (public on the rooms page) and of a resync.
 */
function mayHear(deps: Deps, user: { id: string; role: Role }, event: BoardEvent): boolean {
  if (user.role !== 'customer') return true;
  const { entity } = event.change;
  if (entity === 'room' || entity === 'resync') return true;
  return ownerOf(deps, event) === user.id;
}

/** The changes `user` may hear of, until `signal` aborts. */
export async function* liveChanges(deps: Deps, user: { id: string; role: Role }, signal?: AbortSignal): AsyncGenerator<LiveChange> {
  for await (const event of boardFeed(deps, null, signal)) {
    if (mayHear(deps, user, event)) yield { entity: event.change.entity };
  }
}
