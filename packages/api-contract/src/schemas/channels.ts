// Channels (issue 29): calendar feeds from Booking.com, Airbnb, Hostelworld… imported per room or bed.
import { z } from 'zod';
import { t } from '../i18n/translate';
import { idField, optionalText, requiredText } from './common';
import { bookingFields } from './stay-inputs';
import { channelGuestInput, totalNeedsReason, totalOverrideFields } from './desk';

/** Names offered for a feed; any other name is allowed. */
export const CHANNEL_NAMES = ['Booking.com', 'Airbnb', 'Hostelworld', 'Vrbo', 'Expedia'] as const;

export const CHANNELS_MSG = {
  feedNotFound: 'Feed not found',
  stayNotFound: 'Channel stay not found',
  badUrl: 'Enter the feed’s address, starting with http:// or https://',
  bedNotInRoom: 'The bed must be a bed of the chosen dormitory',
  bedOfDorm: 'Choose one of the dormitory’s beds, or leave the bed empty for the whole dormitory',
  syncing: 'This feed is being synced right now: try again in a moment',
  emptyOnce: 'The feed returned no events although it had some: kept the last ones; a second empty answer will clear them',
  unreadable: (why: string) => t('The feed is not a readable calendar ({why})', { why }),
  conflictTitle: 'Channel conflict',
  conflict: (channel: string, summary: string, roomNumber: string, checkIn: string, checkOut: string, other: string) =>
    t(
      '{channel} sent "{summary}" for room {roomNumber} from {checkIn} to {checkOut}, which overlaps {other}. Move one of them or dismiss the conflict.',
      { channel, summary, roomNumber, checkIn, checkOut, other },
    ),
  converted: 'Booking created from the channel stay',
  alreadyConverted: (reference: string) => t('This channel stay is already booking {reference}', { reference }),
  bookingChangedTitle: 'Channel changed a booked stay',
  /** `what`: "moved it to 3 Jun – 5 Jun" or "no longer lists it". */
  bookingChanged: (channel: string, summary: string, roomNumber: string, reference: string, what: string) =>
    t(
      '{channel} {what} ("{summary}", room {roomNumber}), which the desk turned into booking {reference}. The booking was not changed: change or cancel it if the guest\'s plans changed.',
      { channel, what, summary, roomNumber, reference },
    ),
} as const;

const feedUrl = z
  .string({ error: CHANNELS_MSG.badUrl })
  .trim()
  .max(2000, 'Must be at most 2000 characters')
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, CHANNELS_MSG.badUrl);

export const createFeedInput = z.object({
  name: requiredText(60, 'Please enter the channel’s name'),
  url: feedUrl,
  roomId: idField,
  bedId: idField.optional(),
  /** Paused feeds sync only when asked ("Sync now"). */
  active: z.boolean().default(true),
});
export type CreateFeedInput = z.input<typeof createFeedInput>;
export type CreateFeedData = z.output<typeof createFeedInput>;

export const updateFeedInput = z.object({
  id: idField,
  name: requiredText(60, 'Please enter the channel’s name').optional(),
  url: feedUrl.optional(),
  active: z.boolean().optional(),
});
export type UpdateFeedInput = z.input<typeof updateFeedInput>;

/**
 * A channel's stay turned into a booking at arrival: who the guest is, how many, and optionally a
 * total other than the quote's (with a reason). Room, bed and nights are the stay's own.
 */
export const convertStayInput = z
  .object({
    id: idField,
    guest: channelGuestInput,
    guests: bookingFields.shape.guests,
    specialRequests: optionalText(1000),
    ...totalOverrideFields,
  })
  .superRefine(totalNeedsReason);
export type ConvertStayInput = z.input<typeof convertStayInput>;
export type ConvertStayData = z.output<typeof convertStayInput>;
