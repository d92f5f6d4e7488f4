// No zod here: the rooms page uses these, and zod stays with the forms (./stay-inputs).
import type { Amenity } from '../constants';

export const ROOMS_MSG = {
  notFound: 'Room not found',
  loadFailed: 'Failed to load room details',
  baseOverCapacity: 'Base occupancy cannot be more than the capacity',
  bothStayDates: 'Choose both a check-in and a check-out date to see the rooms free for your stay',
} as const;

export const AMENITY_LABELS: Record<Amenity, string> = {
  wifi: 'Free WiFi',
  ac: 'Air conditioning',
  tv: 'TV',
  minibar: 'Minibar',
  balcony: 'Balcony',
  work_desk: 'Work desk',
  jacuzzi: 'Jacuzzi',
  breakfast: 'Breakfast included',
  parking: 'Free parking',
};

/** The capacity filter's choices (spec §2): "at least this many guests". */
export const ROOM_CAPACITY_FILTERS = [
  { value: 1, label: '1' },
  { value: 2, label: '2+' },
  { value: 4, label: '4+' },
  { value: 6, label: '6+' },
] as const;
