import type { RouterOutputs } from '../../lib/trpc';

export type CustomerDashboard = RouterOutputs['customer']['dashboard'];
export type CustomerBooking = RouterOutputs['bookings']['mine'][number];
