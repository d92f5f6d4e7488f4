import type { RouterOutputs } from '../../lib/trpc';

export type StaffDashboard = RouterOutputs['staff']['dashboard'];
export type AssignedBooking = StaffDashboard['assignedBookings'][number];
export type AssignedFoodOrder = StaffDashboard['assignedFoodOrders'][number];
export type RoomToClean = StaffDashboard['roomsToClean'][number];
