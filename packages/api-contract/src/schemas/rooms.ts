// No zod here: the rooms page uses these, and zod stays with the forms (./stay-inputs).
import type { Amenity } from '../constants';
import { m } from '../i18n/translate';

export const ROOMS_MSG = {
  notFound: 'Room not found',
  loadFailed: 'Failed to load room details',
  baseOverCapacity: 'Base occupancy cannot be more than the capacity',
  bothStayDates: 'Choose both a check-in and a check-out date to see the rooms free for your stay',
} as const;

export const AMENITY_LABELS: Record<Amenity, string> = {
  wifi: m('Free WiFi'),
  ac: m('Air conditioning'),
  tv: m('TV'),
  minibar: m('Minibar'),
  balcony: m('Balcony'),
  work_desk: m('Work desk'),
  jacuzzi: m('Jacuzzi'),
  breakfast: m('Breakfast included'),
  parking: m('Free parking'),
};

/** The capacity filter's choices (spec §2): "at least this many guests". */
export const ROOM_CAPACITY_FILTERS = [
  { value: 1, label: '1' },
  { value: 2, label: '2+' },
  { value: 4, label: '4+' },
  { value: 6, label: '6+' },
] as const;
