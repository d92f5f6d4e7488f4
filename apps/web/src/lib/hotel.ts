import { DEFAULT_HOTEL_INFO, type HotelInfo } from '@innkeep/api-contract';
import { trpc } from './trpc';

export type { HotelInfo };

/** The hotel's name and contact details from the settings an administrator keeps (defaults while loading), and its time zone. */
export function useHotelInfo(): HotelInfo & { timeZone?: string } {
  const { data } = trpc.settings.hotel.useQuery(undefined, { staleTime: 5 * 60_000 });
  return data ?? DEFAULT_HOTEL_INFO;
}
