import { describe, expect, it } from 'vitest';
import { foodFormOf, parseFoodForm, parseRoomForm, roomFormOf } from './forms';

const room = { ...roomFormOf(null), name: 'Garden Room', description: 'Quiet, facing the garden.', price: 120, roomNumber: '12' };

describe('room form', () => {
  it('turns the form into the API body: amenities without repeats, status and images kept', () => {
    const result = parseRoomForm({ ...room, amenities: ['wifi', 'tv', 'wifi'], images: ['/images/rooms/double-1.svg'] });
    expect(result).toEqual({
      data: {
        ...room,
        amenities: ['wifi', 'tv'],
        images: ['/images/rooms/double-1.svg'],
        capacity: 2,
        floor: 1,
        price: 120,
        type: 'double',
        status: 'available',
      },
    });
  });

  it('reads an emptied number input as missing, with the spec rules for the rest', () => {
    expect(parseRoomForm({ ...room, price: '' })).toEqual({ error: 'Please enter the price per night' });
    expect(parseRoomForm({ ...room, price: -5 })).toEqual({ error: 'Price cannot be negative' });
    expect(parseRoomForm({ ...room, capacity: 0 })).toEqual({ error: 'Capacity must be at least 1' });
    expect(parseRoomForm({ ...room, floor: -1 })).toEqual({ error: 'Floor cannot be negative' });
    expect(parseRoomForm({ ...room, roomNumber: '  ' })).toEqual({ error: 'Please enter the room number' });
  });
});

describe('food form', () => {
  const food = { ...foodFormOf(null), name: 'Porridge', description: 'Oats and honey.', price: 6.5 };

  it('sends an empty image as null (the default picture)', () => {
    const result = parseFoodForm(food);
    expect('data' in result && result.data.image).toBeNull();
  });

  it('keeps to steps of 0.01 and at least one minute of preparation', () => {
    expect(parseFoodForm({ ...food, price: 6.505 })).toEqual({ error: 'Price can have at most two decimals (steps of 0.01)' });
    expect(parseFoodForm({ ...food, preparationTime: 0 })).toEqual({ error: 'Preparation time must be at least 1 minute' });
    expect(parseFoodForm({ ...food, preparationTime: '' })).toEqual({ error: 'Please enter the preparation time' });
  });
});
