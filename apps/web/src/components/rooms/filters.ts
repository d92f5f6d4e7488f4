import { m, type RoomType } from '@innkeep/api-contract';

/** The /rooms filters; '' means "any". Prices are dollars per night. */
export interface RoomFilters {
  search: string;
  type: RoomType | '';
  minPrice: number | '';
  maxPrice: number | '';
  capacity: number | '';
}

export const NO_FILTERS: RoomFilters = { search: '', type: '', minPrice: '', maxPrice: '', capacity: '' };

interface FilterableRoom {
  name: string;
  description: string;
  type: RoomType;
  price: number;
  capacity: number;
}

/**
 * The spec's client-side filters (§5): type matches exactly, min price means price >= value, max price
 * price <= value, capacity at least the value, search a case-insensitive substring of name or description.
 */
export function filterRooms<R extends FilterableRoom>(rooms: readonly R[], filters: RoomFilters): R[] {
  const needle = filters.search.trim().toLowerCase();
  return rooms.filter(
    (room) =>
      (!needle || room.name.toLowerCase().includes(needle) || room.description.toLowerCase().includes(needle)) &&
      (filters.type === '' || room.type === filters.type) &&
      (filters.minPrice === '' || room.price >= filters.minPrice) &&
      (filters.maxPrice === '' || room.price <= filters.maxPrice) &&
      (filters.capacity === '' || room.capacity >= filters.capacity),
  );
}

export function hasFilters(filters: RoomFilters): boolean {
  return (Object.keys(NO_FILTERS) as (keyof RoomFilters)[]).some((key) => filters[key] !== NO_FILTERS[key]);
}

/** The orders of the /rooms list; the server's is by room number. */
export const ROOM_SORTS = [
  { value: 'room', label: m('Room number') },
  { value: 'price-asc', label: m('Lowest price') },
  { value: 'price-desc', label: m('Highest price') },
] as const;
export type RoomSort = (typeof ROOM_SORTS)[number]['value'];
export const DEFAULT_SORT: RoomSort = 'room';

export function asRoomSort(value: string | null): RoomSort {
  return ROOM_SORTS.find((sort) => sort.value === value)?.value ?? DEFAULT_SORT;
}

/**
 * The rooms in a chosen order. The list is whole (not paged), so it is sorted here. With dates, by
 * what the stay costs (the server's quote for it), else by the nightly price; ties keep room-number order.
 */
export function sortRooms<R extends { price: number; stay: { total: number } | null }>(rooms: readonly R[], sort: RoomSort): readonly R[] {
  if (sort === 'room') return rooms;
  const direction = sort === 'price-asc' ? 1 : -1;
  const cost = (room: R) => room.stay?.total ?? room.price;
  return [...rooms].sort((a, b) => direction * (cost(a) - cost(b)));
}
