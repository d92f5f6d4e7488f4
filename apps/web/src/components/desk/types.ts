import type { RouterOutputs } from '../../lib/trpc';

export type DeskCalendar = RouterOutputs['desk']['calendar'];
export type CalendarRoom = DeskCalendar['rooms'][number];
export type CalendarStay = DeskCalendar['bookings'][number];
export type DeskDay = RouterOutputs['desk']['day'];
export type DeskBooking = RouterOutputs['desk']['booking'];
export type CalendarExternalStay = DeskCalendar['externalStays'][number];
