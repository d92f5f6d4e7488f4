import { describe, expect, it } from 'vitest';
import { byFloor, cellLabel, externalNights, nightsByRoom, selectionIsFree, selectionStay, windowDays } from './calendar';

const stay = (id: string, checkIn: string, checkOut: string, status: 'confirmed' | 'checked-out' = 'confirmed') => ({
  _id: id,
  roomId: 'r1',
  checkIn,
  checkOut,
  status,
  guestName: 'Ana Silva',
});

describe('the room calendar model', () => {
  it('fills the nights [checkIn, checkOut) and lets a holding booking win over a stay already had', () => {
    const nights = nightsByRoom([stay('old', '2026-11-20', '2026-11-25', 'checked-out'), stay('new', '2026-11-23', '2026-11-24')]);
    expect(nights.get('r1|2026-11-22')?._id).toBe('old');
    expect(nights.get('r1|2026-11-23')?._id).toBe('new');
    expect(nights.has('r1|2026-11-25')).toBe(false);
  });

  it('turns a selection made either way into a stay, and refuses one crossing a booking', () => {
    expect(selectionStay({ roomId: 'r1', anchor: '2026-11-26', end: '2026-11-24' })).toEqual({
      roomId: 'r1',
      checkIn: '2026-11-24',
      checkOut: '2026-11-27',
    });
    const nights = nightsByRoom([stay('a', '2026-11-25', '2026-11-26')]);
    expect(selectionIsFree({ roomId: 'r1', anchor: '2026-11-24', end: '2026-11-26' }, nights)).toBe(false);
    expect(selectionIsFree({ roomId: 'r1', anchor: '2026-11-26', end: '2026-11-27' }, nights)).toBe(true);
  });

  it('labels cells for screen readers and groups rooms by floor', () => {
    const room = { roomNumber: '104', status: 'occupied' as const };
    expect(cellLabel(room, '2026-11-24', undefined)).toBe('Room 104, Tue 24 Nov, free');
    expect(cellLabel({ ...room, status: 'maintenance' }, '2026-11-24', undefined)).toBe('Room 104, Tue 24 Nov, in maintenance');
    expect(cellLabel(room, '2026-11-24', { guestName: 'Ana Silva', status: 'checked-in' })).toBe(
      'Room 104, Tue 24 Nov, booked by Ana Silva, checked in',
    );
    expect(windowDays('2026-12-30', 3)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(byFloor([{ floor: 1 }, { floor: 1 }, { floor: 2 }]).map((g) => g.rooms.length)).toEqual([2, 1]);
  });

  it("holds a channel's nights on its room or bed, and names them with the channel and any conflict", () => {
    const channel = {
      roomId: 'r1',
      bedId: null,
      checkIn: '2026-11-24',
      checkOut: '2026-11-26',
      channel: 'Booking.com',
      summary: 'Reserved',
    };
    const held = externalNights([
      { ...channel, conflict: null },
      { ...channel, bedId: 'b2', channel: 'Hostelworld', conflict: 'booking K7Q-4ZP (Ana Silva)' },
    ]);
    expect([...held.keys()]).toEqual(['r1|2026-11-24', 'r1|2026-11-25', 'b2|2026-11-24', 'b2|2026-11-25']);
    expect(selectionIsFree({ roomId: 'r1', anchor: '2026-11-23', end: '2026-11-24' }, new Map(), held)).toBe(false);
    expect(selectionIsFree({ roomId: 'r1', anchor: '2026-11-26', end: '2026-11-27' }, new Map(), held)).toBe(true);
    const room = { roomNumber: '104', status: 'available' as const };
    expect(cellLabel(room, '2026-11-24', undefined, false, held.get('r1|2026-11-24'))).toBe(
      'Room 104, Tue 24 Nov, held by Booking.com · Reserved',
    );
    expect(cellLabel(room, '2026-11-24', { guestName: 'Ana Silva', status: 'confirmed' }, false, held.get('b2|2026-11-24'))).toBe(
      'Room 104, Tue 24 Nov, booked by Ana Silva, confirmed; also held by Conflict · Hostelworld · Reserved',
    );
  });
});
