import type { RouterOutputs } from '../../lib/trpc';

export type RoomListItem = RouterOutputs['rooms']['list'][number];
export type RoomDetails = RouterOutputs['rooms']['byId'];
export type RoomReview = RoomDetails['reviews'][number];
export type BookedNights = RouterOutputs['rooms']['bookedNights'];
export type BookedRange = BookedNights['ranges'][number];
