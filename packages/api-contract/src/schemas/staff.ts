import { z } from 'zod';
import { t } from '../i18n/translate';
import {
  BOOKING_STATUSES,
  FOOD_ORDER_STATUSES,
  ROOM_STATUSES,
  type BookingStatus,
  type ComplaintStatus,
  type FoodOrderStatus,
  type RoomStatus,
} from '../constants';
import { bookingStatusWord } from './bookings';
import { idField } from './common';
import { cancelAndCheckOutOptions } from './ledger';

/**
 * The steps staff may take, in order: each status may only move to the one after it (spec 02 §2, §4).
 * Administrators are not bound to them.
 */
export const BOOKING_STEPS = ['pending', 'confirmed', 'checked-in', 'checked-out'] as const satisfies readonly BookingStatus[];
export const FOOD_ORDER_STEPS = ['pending', 'preparing', 'ready', 'delivered'] as const satisfies readonly FoodOrderStatus[];
/** Housekeeping: staff only mark a room that is being cleaned as clean. */
export const ROOM_CLEANING_STEPS = ['cleaning', 'available'] as const satisfies readonly RoomStatus[];

/** The status after `current` on a staff path; null at the end of it or off it (cancelled, occupied…). */
export function nextStep<S extends string>(steps: readonly S[], current: string): S | null {
  const index = (steps as readonly string[]).indexOf(current);
  return index === -1 ? null : (steps[index + 1] ?? null);
}

/** The staff dashboard's one button per item, by the item's current status. */
export const BOOKING_ACTIONS: Partial<Record<BookingStatus, string>> = {
  pending: 'Confirm',
  confirmed: 'Check in',
  'checked-in': 'Check out',
};
export const FOOD_ORDER_ACTIONS: Partial<Record<FoodOrderStatus, string>> = {
  pending: 'Start preparing',
  preparing: 'Mark ready',
  ready: 'Mark delivered',
};
export const MARK_CLEAN = 'Mark Clean';
/** The unpaid order's one action on the board: staff take cash at the door, which lets the kitchen start it. */
export const ACCEPT_CASH_ON_DELIVERY = 'Accept cash on delivery';
export const CASH_ON_DELIVERY_ACCEPTED = 'Cash on delivery accepted: the order can be started';
export const CARD_ON_DELIVERY_ACCEPTED = 'Card on delivery accepted: the order can be started';

/** Badge colours of food-order statuses (the booking and room ones live with their domains). */
export const FOOD_ORDER_STATUS_COLORS: Record<FoodOrderStatus, string> = {
  pending: 'yellow',
  preparing: 'blue',
  ready: 'teal',
  delivered: 'green',
  cancelled: 'red',
};

/** Staff dashboard texts: the spec's toasts (02 §8) quoted, plus the server's answers it leaves open. */
export const STAFF_MSG = {
  loadFailed: 'Failed to load dashboard data',
  bookingUpdated: (status: string) => t('Booking status updated to {status}', { status: bookingStatusWord(status) }),
  bookingUpdateFailed: 'Failed to update booking status',
  orderUpdated: (status: string) => t('Order status updated to {status}', { status }),
  orderUpdateFailed: 'Failed to update order status',
  roomUpdated: (status: string) => t('Room status updated to {status}', { status }),
  roomUpdateFailed: 'Failed to update room status',
  bookingNotFound: 'Booking not found',
  orderNotFound: 'Order not found',
  roomNotFound: 'Room not found',
  invalidBookingStatus: `Status must be one of: ${BOOKING_STATUSES.join(', ')}`,
  invalidOrderStatus: `Status must be one of: ${FOOD_ORDER_STATUSES.join(', ')}`,
  invalidRoomStatus: `Status must be one of: ${ROOM_STATUSES.join(', ')}`,
  /** 409: someone else already made this change (or the item has moved past it). */
  already: (subject: string, status: string) => t('{subject} is already {status}', { subject, status }),
  /** 409: the item left the staff path (cancelled, occupied…) since the board was loaded. */
  movedOff: (subject: string, status: string, requested: string) =>
    t('{subject} is {status} now, so it cannot become {requested}', { subject, status, requested }),
  /** 400: not the next step. */
  oneStep: (subject: string, status: string, next: string) =>
    t('{subject} is {status}: staff can only move it on to {next}', { subject, status, next }),
  /** 400: the end of the staff path, or a status staff never set. */
  noStep: (subject: string, status: string) => t('{subject} is {status}: staff cannot change it from here', { subject, status }),
  checkInFrom: (day: string) => t('Guests can check in from {day}', { day }),
  checkOutNeedsCheckIn: 'Only a checked-in booking can be checked out',
  roomStillOccupied: (roomNumber: string) => t('Room {roomNumber} is still occupied: check out the current guest first', { roomNumber }),
} as const;

export type StepRefusal = { kind: 'conflict' | 'badRequest'; message: string };

/**
 * Why staff may not move an item from `current` to `requested`, or null when it is the next step.
 * Asking for a status the item already has, or has already passed, is stale (a colleague was
 * quicker): a conflict. Anything else off the path is a bad request.
 */
export function staffStepRefusal(steps: readonly string[], subject: string, current: string, requested: string): StepRefusal | null {
  const at = steps.indexOf(current);
  const target = steps.indexOf(requested);
  if (target > 0 && at !== -1 && target === at + 1) return null;
  if (requested === current || (target > 0 && target < at)) {
    return { kind: 'conflict', message: STAFF_MSG.already(subject, current) };
  }
  // The step would have been right from an earlier status, but the item was moved off the path.
  if (target > 0 && at === -1) return { kind: 'conflict', message: STAFF_MSG.movedOff(subject, current, requested) };
  const next = nextStep(steps, current);
  return { kind: 'badRequest', message: next ? STAFF_MSG.oneStep(subject, current, next) : STAFF_MSG.noStep(subject, current) };
}

const statusField = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message });

export const updateBookingStatusInput = z.object({
  id: idField,
  status: statusField(BOOKING_STATUSES, STAFF_MSG.invalidBookingStatus),
  ...cancelAndCheckOutOptions,
});
export const updateFoodOrderStatusInput = z.object({
  id: idField,
  status: statusField(FOOD_ORDER_STATUSES, STAFF_MSG.invalidOrderStatus),
  refund: cancelAndCheckOutOptions.refund,
});
/** Staff accept cash or card at the door for an unpaid order (`PUT /api/staff/food-orders/:id/pay-on-delivery`). */
export const payOnDeliveryInput = z.object({
  id: idField,
  method: z.enum(['cash', 'card'], { message: 'Choose cash or card' }),
});
/** Staff charge an unpaid order to the guest's stay in house now (`PUT /api/staff/food-orders/:id/charge-to-room`). */
export const chargeOrderToRoomInput = z.object({ id: idField });
export const updateRoomStatusInput = z.object({ id: idField, status: statusField(ROOM_STATUSES, STAFF_MSG.invalidRoomStatus) });

/** At most this many items per dashboard section; the counters count them all. */
export const STAFF_LIST_LIMIT = 100;

/**
 * What changed on the staff board, as the live subscription reports it. `resync`: the server can
 * no longer tell what was missed (it restarted, or the client was away too long): reload it all.
 */
export type BoardChange =
  | { entity: 'booking'; id: string; status: BookingStatus }
  | { entity: 'foodOrder'; id: string; status: FoodOrderStatus }
  | { entity: 'room'; id: string; status: RoomStatus }
  | { entity: 'complaint'; id: string; status: ComplaintStatus }
  | { entity: 'resync' };

/** What the live feed tells a signed-in page: which kind of data changed, so it refetches it. */
export type LiveChange = { entity: BoardChange['entity'] };

/** Resumes the board feed after the event with this id (the dashboard's `eventId`, then tRPC's tracked id). */
export const boardFeedInput = z.object({ lastEventId: z.string().max(100, 'Invalid event id').nullish() });
