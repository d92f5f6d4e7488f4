// Dormitories sold by the bed (issue 28): messages and inputs.
import { z } from 'zod';
import { formNumber, idField, requiredText } from './common';
import { MAX_GUESTS } from './bookings';
import { formatHotelDay } from '../dates';

export const MAX_BEDS_PER_ROOM = 40;

export const BEDS_MSG = {
  noBedsLeft: 'No beds left for these nights',
  oneBedEach: (beds: number) =>
    `Each guest needs a bed: book ${beds} bed${beds === 1 ? '' : 's'} for ${beds} guest${beds === 1 ? '' : 's'}`,
  bedsCount: `The number of beds must be a whole number from 1 to ${MAX_GUESTS}`,
  notADorm: 'This room is sold whole: book it without beds',
  wholeRoomDeskOnly: 'Only the front desk can book a whole dormitory',
  bedNotFound: 'Bed not found',
  labelTaken: (label: string) => `This room already has a bed called ${label}`,
  tooManyBeds: `A dormitory can have at most ${MAX_BEDS_PER_ROOM} beds`,
  lastBed: 'A dormitory needs at least one bed',
  bedHasStays: (label: string, checkIn: string, checkOut: string) =>
    `Bed ${label} has a stay from ${formatHotelDay(checkIn)} to ${formatHotelDay(checkOut)}: move it to another bed first`,
  bedsNotInRoom: 'Every bed must be a bed of the booking’s dormitory',
  wrongBedCount: (beds: number) => `Choose ${beds} bed${beds === 1 ? '' : 's'}, one for each guest`,
  bedTaken: (label: string) => `Bed ${label} is taken on some of these nights`,
  bedOutOfOrder: (label: string) => `Bed ${label} is out of order`,
  notABedBooking: 'This booking is not for beds in a dormitory',
  onlyDorms: 'Only a dormitory (sold by the bed) has beds',
  bedsNeeded: 'Every bed is booked on some nights ahead: this bed cannot be taken out of service',
  notAssignable: (status: string) => `This booking is ${status}: its beds can no longer change`,
  saleModeLocked: 'This dormitory has bed bookings still to come: it can be sold whole once they are over',
  policyConfirm: (policy: 'female' | 'male') => `I confirm these beds are for ${policy} guests`,
  bedMade: (label: string) => `Bed ${label} is made`,
  bedMadeFailed: 'Could not mark the bed as made',
  toStrip: 'Beds to strip',
  // The admin's beds dialog (Rooms tab).
  bedAdded: (label: string) => `Bed ${label} added`,
  bedRenamed: (label: string) => `Bed renamed to ${label}`,
  bedBackInService: (label: string) => `Bed ${label} is back in service`,
  bedRemoved: (label: string) => `Bed ${label} removed`,
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
