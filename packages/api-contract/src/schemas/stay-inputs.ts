// The zod inputs of stays (booking forms, the room list's stay filter), apart from the rules in
// ./bookings and ./rooms that the public pages use without zod.
import { z } from 'zod';
import { formNumber, idField, optionalText } from './common';
import { BOOKINGS_MSG, isHotelDay, MAX_GUESTS, stayProblem } from './bookings';
import { ROOMS_MSG } from './rooms';
import { OFFERS } from '../constants';
import { bedsField } from './beds';

/** An optional hotel day: empty or missing means "not chosen", anything else must be a real day. */
export const optionalHotelDay = z
  .string()
  .trim()
  .optional()
  .refine((value) => !value || isHotelDay(value), BOOKINGS_MSG.invalidDate);

/** The fields of every booking form (the guest's and the desk's); check them with `withStayChecked`. */
export const bookingFields = z.object({
  roomId: idField,
  checkIn: optionalHotelDay,
  checkOut: optionalHotelDay,
  guests: formNumber(
    z
      .number({ error: BOOKINGS_MSG.guestsRequired })
      .int('The number of guests must be a whole number')
      .min(1, BOOKINGS_MSG.minGuests)
      .max(MAX_GUESTS, BOOKINGS_MSG.maxGuests(MAX_GUESTS)),
  ),
  /** Beds in a dormitory, one per guest; left out, one (as older clients book). */
  beds: bedsField.optional(),
  specialRequests: optionalText(1000),
  // Any price or total the client sends is dropped here: the server computes the amount.
});

/** Applies the date rules to a parsed form, with the problem on check-out, and makes both dates required. */
export function withStayChecked<T extends { checkIn?: string | undefined; checkOut?: string | undefined }>(
  value: T,
  ctx: z.RefinementCtx,
): T & { checkIn: string; checkOut: string } {
  const problem = stayProblem(value.checkIn ?? '', value.checkOut ?? '');
  if (problem) {
    ctx.addIssue({ code: 'custom', message: problem, path: ['checkOut'] });
    return z.NEVER;
  }
  return { ...value, checkIn: value.checkIn ?? '', checkOut: value.checkOut ?? '' };
}

export const offerField = z.enum(OFFERS, { error: `Offer must be one of: ${OFFERS.join(', ')}` }).default('flexible');

/** A guest's booking: flexible unless another offer is asked for, so clients that never send one keep working. */
export const createBookingInput = bookingFields.extend({ offer: offerField }).transform(withStayChecked);
export type CreateBookingInput = z.input<typeof createBookingInput>;
export type CreateBookingData = z.output<typeof createBookingInput>;

/**
 * The room list, optionally narrowed to rooms that can be booked for a stay (beyond the spec), each
 * with the stay's total for `guests` (default 1). Both dates or neither; the other filters run in the
 * browser as the spec describes.
 */
function stayFilterChecked(value: { checkIn?: string | undefined; checkOut?: string | undefined }, ctx: z.RefinementCtx): void {
  if (!value.checkIn && !value.checkOut) return;
  const problem = !value.checkIn || !value.checkOut ? ROOMS_MSG.bothStayDates : stayProblem(value.checkIn, value.checkOut);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['checkOut'] });
}

export const roomListInput = z
  .object({ checkIn: optionalHotelDay, checkOut: optionalHotelDay, guests: bookingFields.shape.guests.optional() })
  .superRefine(stayFilterChecked)
  .optional();
export type RoomListInput = z.input<typeof roomListInput>;

/** A room's details; with a stay's dates, a dormitory also says how many beds are free for it. */
export const roomDetailsInput = z
  .object({ id: idField, checkIn: optionalHotelDay, checkOut: optionalHotelDay })
  .superRefine(stayFilterChecked);

/** `GET /api/rooms/:id/quote`: what a stay would cost, before booking it. */
export const quoteInput = bookingFields
  .pick({ roomId: true, checkIn: true, checkOut: true, guests: true, beds: true })
  .extend({ offer: offerField })
  .transform(withStayChecked);
export type QuoteInput = z.input<typeof quoteInput>;
export type QuoteData = z.output<typeof quoteInput>;
