import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@innkeep/api/router';

type Outputs = inferRouterOutputs<AppRouter>;

export type CustomerDashboard = Outputs['customer']['dashboard'];
export type CustomerBooking = Outputs['bookings']['mine'][number];
