import { z } from 'zod';
import { t } from '../i18n/translate';
import { bookingFields, offerField, optionalHotelDay, withStayChecked } from './stay-inputs';
import { moneyAmount } from './admin';
import { RATES_MSG } from './rates';
import { BOOKINGS_MSG, bookingStatusWord, isHotelDay } from './bookings';
import { emailField, idField, optionalText, requiredText } from './common';
import { cancelAndCheckOutOptions } from './ledger';

/** The room calendar's window: 14 days unless the desk asks for another width. */
export const DESK_DEFAULT_DAYS = 14;
export const DESK_MAX_DAYS = 62;
/** Guest search: at least this many characters, at most this many answers. */
export const GUEST_SEARCH_MIN = 2;
export const GUEST_SEARCH_LIMIT = 10;

/**
 * A walk-in guest without an email still needs a unique account address; this reserved domain
 * (RFC 2606 `.invalid`) can never receive mail nor be registered, and screens show it as no email.
 */
export const WALK_IN_EMAIL_DOMAIN = 'walk-in.invalid';
export const hasRealEmail = (email: string) => !email.endsWith(`@${WALK_IN_EMAIL_DOMAIN}`);

/** Front-desk texts (bookings made, moved or closed by staff and administrators). */
export const DESK_MSG = {
  title: 'Front Desk',
  created: 'Booking created',
  changed: 'Booking updated',
  noShowMarked: 'Marked as no-show',
  guestRequired: 'Choose a guest or enter a walk-in guest',
  walkInEmailTaken: 'An account with this email already exists: search for the guest instead',
  notACustomer: 'Guest not found',
  notChangeable: (status: string) => t('This booking is {status} and can no longer be changed', { status: bookingStatusWord(status) }),
  checkInFixed: 'The guest has checked in: the check-in date can no longer change',
  notCancellable: (status: string) =>
    t('This booking is {status}: only a pending or confirmed booking can be cancelled at the desk', { status: bookingStatusWord(status) }),
  noShowStatus: (status: string) =>
    t('This booking is {status}: only a pending or confirmed booking can be a no-show', { status: bookingStatusWord(status) }),
  noShowTooEarly: (day: string) => t('A guest can only be a no-show from the check-in day ({day})', { day }),
  searchTooShort: `Type at least ${GUEST_SEARCH_MIN} characters`,
  invalidDate: BOOKINGS_MSG.invalidDate,
  feedLinkCopied: 'Calendar link copied: add it to your calendar app as a subscription (it stops working when you change your password)',
  feedLinkFailed: 'Could not copy the calendar link',
  feedLinkInvalid: 'This calendar link is no longer valid. Copy a new one from the Front Desk.',
} as const;

const hotelDay = z.string().trim().refine(isHotelDay, BOOKINGS_MSG.invalidDate);

export const guestSearchInput = z.object({ q: z.string().trim().min(GUEST_SEARCH_MIN, DESK_MSG.searchTooShort).max(100) });

const walkInGuest = z.object({
  kind: z.literal('walk-in'),
  name: requiredText(100),
  phone: requiredText(30),
  // Optional: empty means none.
  email: z
    .union([z.literal(''), emailField])
    .optional()
    .default(''),
});
// No guest chosen yet reads as such, not as a missing id.
const existingGuest = z.object({ kind: z.literal('existing'), customerId: z.string().trim().min(1, DESK_MSG.guestRequired).pipe(idField) });
export const deskGuestInput = z.discriminatedUnion('kind', [existingGuest, walkInGuest], { error: DESK_MSG.guestRequired });
export type DeskGuest = z.output<typeof deskGuestInput>;
/** A channel's guest at arrival: the channel may have passed on no phone, so it is optional here. */
export const channelGuestInput = z.discriminatedUnion('kind', [existingGuest, walkInGuest.extend({ phone: optionalText(30) })], {
  error: DESK_MSG.guestRequired,
});

/** The desk may agree another total than the quote's, with a reason (kept on the folio). */
export const totalOverrideFields = {
  total: moneyAmount('Total must be a number', 1_000_000).optional(),
  totalReason: z.string().trim().max(200, 'Must be at most 200 characters').optional(),
};
export function totalNeedsReason(value: { total?: number | undefined; totalReason?: string | undefined }, ctx: z.RefinementCtx): void {
  if (value.total !== undefined && !value.totalReason)
    ctx.addIssue({ code: 'custom', message: RATES_MSG.overrideReason, path: ['totalReason'] });
}

/** A booking made at the desk: the guest's form fields plus who the guest is. */
export const deskBookingInput = bookingFields
  // `wholeRoom`: a group takes a whole dormitory, every bed of it.
  .extend({ guest: deskGuestInput, offer: offerField, wholeRoom: z.boolean().default(false) })
  .transform(withStayChecked);
export type DeskBookingInput = z.input<typeof deskBookingInput>;
export type DeskBookingData = z.output<typeof deskBookingInput>;

/**
 * Move a booking to another room, change its dates or guests: the whole new state, checked like a new
 * booking. Nights the stay keeps keep their price unless `reprice`; `total` sets another total, with a reason.
 */
export const changeBookingInput = z
  .object({
    id: idField,
    roomId: idField,
    checkIn: optionalHotelDay,
    checkOut: optionalHotelDay,
    guests: bookingFields.shape.guests,
    reprice: z.boolean().default(false),
    ...totalOverrideFields,
  })
  .superRefine(totalNeedsReason)
  .transform(withStayChecked);
export type ChangeBookingInput = z.input<typeof changeBookingInput>;
export type ChangeBookingData = z.output<typeof changeBookingInput>;

const daysMessage = `Days must be a whole number from 1 to ${DESK_MAX_DAYS}`;
export const deskCalendarInput = z.object({
  from: hotelDay,
  days: z.number({ error: daysMessage }).int(daysMessage).min(1, daysMessage).max(DESK_MAX_DAYS, daysMessage).default(DESK_DEFAULT_DAYS),
});
export type DeskCalendarInput = z.input<typeof deskCalendarInput>;

/** Arrivals, in-house guests and departures of one hotel date (the hotel's today when empty). */
export const deskDayInput = z.object({ date: optionalHotelDay });

/** A room's calendar feed covers the bookings from this many days back to this many days ahead of today. */
export const ROOM_FEED_DAYS_BACK = 90;
export const ROOM_FEED_DAYS_AHEAD = 365;

/** A room's `.ics` feed: the token in its link is the authorization (calendar apps send no header). */
/**
 * A room's feed; `bed` narrows it to one bed of a dormitory, `exclude` leaves out one import feed's
 * stays (a channel must not receive its own stays back). Neither can widen what the token opens.
 */
export const roomFeedInput = z.object({
  id: idField,
  token: z.string().max(500).default(''),
  bed: idField.optional(),
  exclude: idField.optional(),
});

/** A desk member's feed link; `forOtherSystems` ("true" in a query string) leaves guests' names out of the feed. */
export const roomFeedLinkInput = z.object({
  id: idField,
  forOtherSystems: z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean()).default(false),
});
export type RoomFeedLinkInput = z.input<typeof roomFeedLinkInput>;
export type RoomFeedLinkData = z.output<typeof roomFeedLinkInput>;
export type RoomFeedInput = z.input<typeof roomFeedInput>;
export type RoomFeedData = z.output<typeof roomFeedInput>;

/** A cancellation at the desk: the refund the desk chose when money was received. */
export const deskCancelInput = z.object({ id: idField, refund: cancelAndCheckOutOptions.refund });
export type DeskCancelInput = z.input<typeof deskCancelInput>;
