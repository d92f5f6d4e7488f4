import type { HotelInfo } from '@innkeep/api-contract';
import { trpc } from './trpc';

export type { HotelInfo };

// Shown while the settings load (and if they cannot): the installation defaults.
const FALLBACK: HotelInfo = {
  hotelName: 'Innkeep Hotel & Hostel',
  contactPhone: '+1 (555) 010-2026',
  contactEmail: 'frontdesk@innkeep.test',
  address: '12 Harbour Road, Port Bellamy',
  checkInTime: '14:00',
  checkOutTime: '11:00',
};

/** The hotel's name and contact details from the settings an administrator keeps. */
export function useHotelInfo(): HotelInfo {
  const { data } = trpc.settings.hotel.useQuery(undefined, { staleTime: 5 * 60_000 });
  return data ?? FALLBACK;
}
