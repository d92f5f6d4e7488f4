import type { RoomType } from '@innkeep/api-contract';

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
