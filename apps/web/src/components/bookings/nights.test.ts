import { describe, expect, it } from 'vitest';
import { addDays, hotelToday as localToday } from '@innkeep/api-contract';
import { isNightBooked, takenWithin } from './nights';

const RANGES = [
  { checkIn: '2030-06-05', checkOut: '2030-06-08' },
  { checkIn: '2030-06-10', checkOut: '2030-06-12' },
];

describe('booked nights', () => {
  it('counts the check-in night and not the check-out morning', () => {
    expect(isNightBooked('2030-06-05', RANGES)).toBe(true);
    expect(isNightBooked('2030-06-07', RANGES)).toBe(true);
    expect(isNightBooked('2030-06-08', RANGES)).toBe(false);
    expect(isNightBooked('2030-06-04', RANGES)).toBe(false);
  });

  it('finds the taken stretches inside a stay, clipped to it', () => {
    expect(takenWithin('2030-06-01', '2030-06-05', RANGES)).toEqual([]);
    expect(takenWithin('2030-06-08', '2030-06-10', RANGES)).toEqual([]);
    expect(takenWithin('2030-06-07', '2030-06-11', RANGES)).toEqual([
      { checkIn: '2030-06-07', checkOut: '2030-06-08' },
      { checkIn: '2030-06-10', checkOut: '2030-06-11' },
    ]);
    expect(takenWithin('2030-06-11', '2030-06-09', RANGES)).toEqual([]);
    expect(takenWithin('', '2030-06-09', RANGES)).toEqual([]);
  });
});

describe('calendar helpers', () => {
  it('adds days across months and years', () => {
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
  });

  it('formats the local date', () => {
    expect(localToday(new Date(2030, 0, 5, 23, 30))).toBe('2030-01-05');
  });
});
