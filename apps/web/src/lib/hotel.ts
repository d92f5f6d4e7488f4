import { DEFAULT_HOTEL_INFO, hotelToday, type HotelInfo } from '@innkeep/api-contract';
import { trpc } from './trpc';

export type { HotelInfo };

/** The details rarely change: one request per five minutes is plenty. */
export const HOTEL_INFO_STALE_MS = 5 * 60_000;

/** The hotel's name and contact details from the settings an administrator keeps (defaults while loading), and its time zone. */
export function useHotelInfo(): HotelInfo & { timeZone?: string } {
  const { data } = trpc.settings.hotel.useQuery(undefined, { staleTime: HOTEL_INFO_STALE_MS });
  return data ?? DEFAULT_HOTEL_INFO;
}

/** Today's date at the hotel (its time zone from the server; the browser's until that has loaded). */
export function useHotelToday(): string {
  return hotelToday(new Date(), useHotelInfo().timeZone);
}
