// Dormitories sold by the bed (issue 28): messages and inputs.
import { z } from 'zod';
import { t } from '../i18n/translate';
import { formNumber, idField, requiredText } from './common';
import { bookingStatusWord, MAX_GUESTS } from './bookings';
import { formatHotelDay } from '../dates';

export const MAX_BEDS_PER_ROOM = 40;

export const BEDS_MSG = {
  noBedsLeft: 'No beds left for these nights',
  oneBedEach: (beds: number) =>
    t('Each guest needs a bed: book {beds, plural, one {# bed} other {# beds}} for {beds, plural, one {# guest} other {# guests}}', {
      beds,
    }),
  bedsCount: `The number of beds must be a whole number from 1 to ${MAX_GUESTS}`,
  notADorm: 'This room is sold whole: book it without beds',
  wholeRoomDeskOnly: 'Only the front desk can book a whole dormitory',
  bedNotFound: 'Bed not found',
  labelTaken: (label: string) => t('This room already has a bed called {label}', { label }),
  tooManyBeds: `A dormitory can have at most ${MAX_BEDS_PER_ROOM} beds`,
  lastBed: 'A dormitory needs at least one bed',
  bedHasStays: (label: string, checkIn: string, checkOut: string) =>
    t('Bed {label} has a stay from {checkIn} to {checkOut}: move it to another bed first', {
      label,
      checkIn: formatHotelDay(checkIn),
      checkOut: formatHotelDay(checkOut),
    }),
  bedsNotInRoom: 'Every bed must be a bed of the booking’s dormitory',
  wrongBedCount: (beds: number) => t('Choose {beds, plural, one {# bed} other {# beds}}, one for each guest', { beds }),
  bedTaken: (label: string) => t('Bed {label} is taken on some of these nights', { label }),
  bedOutOfOrder: (label: string) => t('Bed {label} is out of order', { label }),
  notABedBooking: 'This booking is not for beds in a dormitory',
  onlyDorms: 'Only a dormitory (sold by the bed) has beds',
  bedsNeeded: 'Every bed is booked on some nights ahead: this bed cannot be taken out of service',
  notAssignable: (status: string) => t('This booking is {status}: its beds can no longer change', { status: bookingStatusWord(status) }),
  saleModeLocked: 'This dormitory has bed bookings still to come: it can be sold whole once they are over',
  policyConfirm: (policy: 'female' | 'male') => t('I confirm these beds are for {policy} guests', { policy }),
  bedMade: (label: string) => t('Bed {label} is made', { label }),
  bedMadeFailed: 'Could not mark the bed as made',
  toStrip: 'Beds to strip',
  // The admin's beds dialog (Rooms tab).
  bedAdded: (label: string) => t('Bed {label} added', { label }),
  bedRenamed: (label: string) => t('Bed renamed to {label}', { label }),
  bedBackInService: (label: string) => t('Bed {label} is back in service', { label }),
  bedRemoved: (label: string) => t('Bed {label} removed', { label }),
  bedSaveFailed: 'Could not save the bed',
  // A dormitory's taken nights on its calendars.
  noBedLeft: 'No bed left',
} as const;

/** Beds asked for with a booking or a quote: one per guest. */
export const bedsField = formNumber(
  z.number({ error: BEDS_MSG.bedsCount }).int(BEDS_MSG.bedsCount).min(1, BEDS_MSG.bedsCount).max(MAX_GUESTS, BEDS_MSG.bedsCount),
);

const bedLabel = requiredText(40, 'Please enter the bed’s name');

export const createBedInput = z.object({ roomId: idField, label: bedLabel });
export const updateBedInput = z.object({ roomId: idField, bedId: idField, label: bedLabel.optional(), outOfOrder: z.boolean().optional() });
/** One bed of a room: removed by an admin, or made by housekeeping. */
export const bedRefInput = z.object({ roomId: idField, bedId: idField });
export type CreateBedInput = z.input<typeof createBedInput>;
export type UpdateBedInput = z.input<typeof updateBedInput>;

/** `PUT /api/desk/bookings/:id/beds`: the beds a dormitory booking's guests sleep in. */
export const assignBedsInput = z.object({
  id: idField,
  bedIds: z.array(idField).min(1, 'Choose at least one bed').max(MAX_GUESTS),
});
export type AssignBedsInput = z.input<typeof assignBedsInput>;

/** "Bed A1" or "Beds A1, A2": a stay's assigned beds in one phrase; empty while none are assigned. */
export const bedLabelsText = (labels: readonly string[]) =>
  labels.length === 0 ? '' : `${labels.length === 1 ? 'Bed' : 'Beds'} ${labels.join(', ')}`;
