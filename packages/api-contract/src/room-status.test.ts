import { describe, expect, it } from 'vitest';
import { BOOKINGS_MSG, roomStatusProblem } from './schemas/bookings';

describe('roomStatusProblem', () => {
  const today = '2026-11-27';
  it('lets a dormitory with guests in it sell its free beds tonight, but not a whole room that is occupied', () => {
    expect(roomStatusProblem({ status: 'occupied', roomNumber: '401', saleMode: 'bed' }, today, today)).toBeNull();
    expect(roomStatusProblem({ status: 'occupied', roomNumber: '104', saleMode: 'room' }, today, today)).toBe(
      BOOKINGS_MSG.occupiedToday('104'),
    );
    expect(roomStatusProblem({ status: 'occupied', roomNumber: '104', saleMode: 'room' }, '2026-11-28', today)).toBeNull();
  });
  it('closes any room under maintenance, dormitories too', () => {
    expect(roomStatusProblem({ status: 'maintenance', roomNumber: '401', saleMode: 'bed' }, today, today)).toBe(
      BOOKINGS_MSG.roomNotAvailable('maintenance'),
    );
  });
});
