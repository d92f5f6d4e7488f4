// Channels (issue 29): calendar feeds from Booking.com, Airbnb, Hostelworld… imported per room or bed.
import { z } from 'zod';
import { idField, requiredText } from './common';

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
  unreadable: (why: string) => `The feed is not a readable calendar (${why})`,
  conflictTitle: 'Channel conflict',
  conflict: (channel: string, summary: string, roomNumber: string, checkIn: string, checkOut: string, other: string) =>
    `${channel} sent "${summary}" for room ${roomNumber} from ${checkIn} to ${checkOut}, which overlaps ${other}. Move one of them or dismiss the conflict.`,
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
