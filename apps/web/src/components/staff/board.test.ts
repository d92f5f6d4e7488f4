import { describe, expect, it } from 'vitest';
import { boardDay, bookingDue, failureMessage, itemsSummary, orderAge } from './board';

describe('orderAge', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
  it('counts minutes, then hours and minutes, then days', () => {
    expect(orderAge(ago(0), now)).toBe('Just now');
    expect(orderAge(ago(0.5), now)).toBe('Just now');
    expect(orderAge(ago(1), now)).toBe('1 min ago');
    expect(orderAge(ago(12), now)).toBe('12 min ago');
    expect(orderAge(ago(60), now)).toBe('1 h ago');
    expect(orderAge(ago(65), now)).toBe('1 h 5 min ago');
    expect(orderAge(ago(24 * 60 + 3), now)).toBe('1 d ago');
  });
  it('shows a clock running slightly behind the server as just now', () => {
    expect(orderAge(ago(-2), now)).toBe('Just now');
  });
});

describe('itemsSummary', () => {
  it('lists quantity and name', () => {
    expect(
      itemsSummary([
        { name: 'Club Sandwich', quantity: 2 },
        { name: 'Tea', quantity: 1 },
      ]),
    ).toBe('2 × Club Sandwich, 1 × Tea');
    expect(itemsSummary([])).toBe('');
  });
});

describe('bookingDue', () => {
  const today = '2026-06-15';
  it('marks arrivals by the check-in day', () => {
    expect(bookingDue({ status: 'confirmed', checkIn: '2026-06-14', checkOut: '2026-06-16' }, today)).toMatchObject({
      today: true,
      label: 'Late arrival',
    });
    expect(bookingDue({ status: 'pending', checkIn: today, checkOut: '2026-06-16' }, today)).toMatchObject({
      today: true,
      label: 'Arrives today',
    });
    expect(bookingDue({ status: 'pending', checkIn: '2026-06-20', checkOut: '2026-06-21' }, today)).toMatchObject({
      today: false,
      label: 'Awaiting confirmation',
    });
  });
  it('marks stays in progress by the check-out day', () => {
    expect(bookingDue({ status: 'checked-in', checkIn: '2026-06-10', checkOut: '2026-06-14' }, today)).toMatchObject({
      today: true,
      label: 'Overdue departure',
    });
    expect(bookingDue({ status: 'checked-in', checkIn: '2026-06-10', checkOut: today }, today)).toMatchObject({
      today: true,
      label: 'Departs today',
    });
    expect(bookingDue({ status: 'checked-in', checkIn: '2026-06-10', checkOut: '2026-06-18' }, today)).toMatchObject({
      today: false,
      label: 'In house',
    });
  });
  it('marks a stay checked out today as departed, not as a late arrival', () => {
    expect(bookingDue({ status: 'checked-out', checkIn: '2026-06-12', checkOut: today }, today)).toMatchObject({
      today: false,
      label: 'Departed',
    });
  });
});

describe('failureMessage', () => {
  it("prefers the server's answer to a request it refused", () => {
    expect(failureMessage({ message: 'This booking is already checked-in', data: { httpStatus: 409 } }, 'Failed')).toBe(
      'This booking is already checked-in',
    );
    expect(failureMessage({ message: 'Guests can check in from 2026-06-20', data: { httpStatus: 400 } }, 'Failed')).toBe(
      'Guests can check in from 2026-06-20',
    );
  });
  it('falls back to the given text for network failures, server crashes and non-errors', () => {
    expect(failureMessage({ message: 'Failed to fetch', data: null }, 'Failed to update booking status')).toBe(
      'Failed to update booking status',
    );
    expect(failureMessage({ message: 'Something went wrong', data: { httpStatus: 500 } }, 'Failed')).toBe('Failed');
    expect(failureMessage(null, 'Failed')).toBe('Failed');
  });
});

describe('boardDay', () => {
  it('names the weekday, and the year only when it differs from the hotel’s', () => {
    expect(boardDay('2026-06-15', '2026-06-15')).toBe(
      new Date(2026, 5, 15).toLocaleDateString(undefined, { weekday: 'short', month: 'short', day: 'numeric' }),
    );
    expect(boardDay('2027-01-02', '2026-12-30')).toContain('2027');
    expect(boardDay('2026-12-31', '2026-12-30')).not.toContain('2026');
  });
});
