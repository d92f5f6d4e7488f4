import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@innkeep/api/router';

type Outputs = inferRouterOutputs<AppRouter>;

export type StaffDashboard = Outputs['staff']['dashboard'];
export type AssignedBooking = StaffDashboard['assignedBookings'][number];
export type AssignedFoodOrder = StaffDashboard['assignedFoodOrders'][number];
export type RoomToClean = StaffDashboard['roomsToClean'][number];
