import { describe, expect, it } from 'vitest';
import { filterRooms, hasFilters, NO_FILTERS } from './filters';

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
