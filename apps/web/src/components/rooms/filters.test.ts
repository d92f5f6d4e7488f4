import { describe, expect, it } from 'vitest';
import { asRoomSort, filterRooms, hasFilters, NO_FILTERS, sortRooms } from './filters';

const ROOMS = [
  { name: 'Harbour View Single', description: 'Facing the harbour', type: 'single', price: 89, capacity: 1 },
  { name: 'Classic Double', description: 'A king-size bed and a HARBOUR glimpse', type: 'double', price: 149, capacity: 2 },
  { name: 'Harbour Suite', description: 'Two bedrooms', type: 'suite', price: 299, capacity: 4 },
  { name: 'Six-Bed Shared Dorm', description: 'Bunks and lockers', type: 'shared', price: 45, capacity: 6 },
] as const;
const names = (filters: Partial<typeof NO_FILTERS>) => filterRooms(ROOMS, { ...NO_FILTERS, ...filters }).map((r) => r.name);

describe('room filters (spec §5)', () => {
  it('keeps every room without filters', () => {
    expect(names({})).toHaveLength(4);
  });

  it('searches name and description case-insensitively, ignoring surrounding spaces', () => {
    expect(names({ search: '  harbour ' })).toEqual(['Harbour View Single', 'Classic Double', 'Harbour Suite']);
    expect(names({ search: 'LOCKERS' })).toEqual(['Six-Bed Shared Dorm']);
  });

  it('matches the type exactly', () => {
    expect(names({ type: 'suite' })).toEqual(['Harbour Suite']);
  });

  it('treats min and max price as inclusive bounds', () => {
    expect(names({ minPrice: 149 })).toEqual(['Classic Double', 'Harbour Suite']);
    expect(names({ maxPrice: 89 })).toEqual(['Harbour View Single', 'Six-Bed Shared Dorm']);
    expect(names({ minPrice: 50, maxPrice: 150 })).toEqual(['Harbour View Single', 'Classic Double']);
    expect(names({ minPrice: 0 })).toHaveLength(4);
  });

  it('reads capacity as "at least"', () => {
    expect(names({ capacity: 1 })).toHaveLength(4);
    expect(names({ capacity: 2 })).toEqual(['Classic Double', 'Harbour Suite', 'Six-Bed Shared Dorm']);
    expect(names({ capacity: 6 })).toEqual(['Six-Bed Shared Dorm']);
  });

  it('combines filters', () => {
    expect(names({ search: 'harbour', capacity: 2, maxPrice: 200 })).toEqual(['Classic Double']);
  });

  it('knows when any filter is set', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, minPrice: 0 })).toBe(true);
    expect(hasFilters({ ...NO_FILTERS, search: 'x' })).toBe(true);
  });
});

describe('room order', () => {
  const priced = ROOMS.map((room) => ({ ...room, stay: null as { total: number } | null }));
  const order = (rooms: typeof priced, sort: Parameters<typeof sortRooms>[1]) => sortRooms(rooms, sort).map((r) => r.name);

  it("keeps the server's room-number order by default, and reads an unknown sort as that", () => {
    expect(order(priced, 'room')).toEqual(ROOMS.map((r) => r.name));
    expect(asRoomSort('cheapest-first')).toBe('room');
    expect(asRoomSort(null)).toBe('room');
    expect(asRoomSort('price-desc')).toBe('price-desc');
  });

  it('sorts by the nightly price without dates', () => {
    expect(order(priced, 'price-asc')).toEqual(['Six-Bed Shared Dorm', 'Harbour View Single', 'Classic Double', 'Harbour Suite']);
    expect(order(priced, 'price-desc')).toEqual(['Harbour Suite', 'Classic Double', 'Harbour View Single', 'Six-Bed Shared Dorm']);
  });

  it("sorts by the stay's quoted total with dates, not the nightly price", () => {
    // A weekend rate makes the single dearer than the double for these nights.
    const totals: Record<string, number> = {
      'Harbour View Single': 400,
      'Classic Double': 300,
      'Harbour Suite': 900,
      'Six-Bed Shared Dorm': 90,
    };
    const withStay = priced.map((room) => ({ ...room, stay: { total: totals[room.name]! } }));
    expect(order(withStay, 'price-asc')).toEqual(['Six-Bed Shared Dorm', 'Classic Double', 'Harbour View Single', 'Harbour Suite']);
  });
});
