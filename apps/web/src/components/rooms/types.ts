import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@innkeep/api/router';

type Outputs = inferRouterOutputs<AppRouter>;

export type RoomListItem = Outputs['rooms']['list'][number];
export type RoomDetails = Outputs['rooms']['byId'];
export type RoomReview = RoomDetails['reviews'][number];
export type BookedNights = Outputs['rooms']['bookedNights'];
export type BookedRange = BookedNights['ranges'][number];
