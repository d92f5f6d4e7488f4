import { describe, expect, it } from 'vitest';
import { asGuests, readStaySearch, staySearchString, withStay } from './staySearch';

describe('a stay in the address', () => {
  it('reads dates and a party size, and drops what is malformed', () => {
    expect(readStaySearch(new URLSearchParams('checkIn=2030-01-02&checkOut=2030-01-05&guests=2'))).toEqual({
      checkIn: '2030-01-02',
      checkOut: '2030-01-05',
      guests: 2,
    });
    expect(readStaySearch(new URLSearchParams('checkIn=2030-02-30&checkOut=tomorrow&guests=2.5'))).toEqual({
      checkIn: '',
      checkOut: '',
      guests: null,
    });
    expect(readStaySearch(new URLSearchParams(''))).toEqual({ checkIn: '', checkOut: '', guests: null });
  });

  it('takes whole party sizes from 1 up to the hotel’s limit', () => {
    expect([asGuests(1), asGuests('3'), asGuests(50)]).toEqual([1, 3, 50]);
    expect([asGuests(0), asGuests(51), asGuests(-2), asGuests(''), asGuests(' '), asGuests('two'), asGuests(null)]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('writes only what was chosen, leaving out the default single guest', () => {
    expect(staySearchString({ checkIn: '2030-01-02', checkOut: '2030-01-05', guests: 2 })).toBe(
      'checkIn=2030-01-02&checkOut=2030-01-05&guests=2',
    );
    expect(staySearchString({ checkIn: '2030-01-02', checkOut: '', guests: 1 })).toBe('checkIn=2030-01-02');
    expect(withStay('/rooms', { guests: 4 })).toBe('/rooms?guests=4');
    expect(withStay('/rooms', { checkIn: '', checkOut: '', guests: null })).toBe('/rooms');
  });

  it('reads back what it writes', () => {
    const stay = { checkIn: '2030-01-02', checkOut: '2030-01-05', guests: 3 };
    expect(readStaySearch(new URLSearchParams(staySearchString(stay)))).toEqual(stay);
  });
});
