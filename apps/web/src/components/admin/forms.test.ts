import { describe, expect, it } from 'vitest';
import { firstIssueMessage, foodItemInput, roomInput, type FoodItemInput, type RoomInput } from '@innkeep/api-contract';
import { foodFormOf, roomFormOf } from './forms';
import type { AdminRoom } from './types';

/** What the form hands over on submit, or the message its field shows. */
const parse = (schema: typeof roomInput | typeof foodItemInput, values: RoomInput | FoodItemInput) => {
  const parsed = schema.safeParse(values);
  return parsed.success ? { data: parsed.data } : { error: firstIssueMessage(parsed.error) };
};

const room: RoomInput = {
  ...roomFormOf(null),
  name: 'Garden Room',
  description: 'Quiet, facing the garden.',
  price: 120,
  roomNumber: '12',
};

describe('room form', () => {
  it('turns the form into the API body: amenities without repeats, status and images kept', () => {
    expect(parse(roomInput, { ...room, amenities: ['wifi', 'tv', 'wifi'], images: ['/images/rooms/double-1.svg'] })).toEqual({
      data: {
        ...room,
        amenities: ['wifi', 'tv'],
        images: ['/images/rooms/double-1.svg'],
        capacity: 2,
        floor: 1,
        price: 120,
        type: 'double',
        status: 'available',
        extraPersonPrice: 0,
        saleMode: 'room',
        guestPolicy: 'mixed',
      },
    });
  });

  it('reads an emptied number input as missing, with the spec rules for the rest', () => {
    expect(parse(roomInput, roomFormOf(null))).toEqual({ error: 'Please enter the room name' });
    expect(parse(roomInput, { ...room, price: '' })).toEqual({ error: 'Please enter the price per night' });
    expect(parse(roomInput, { ...room, price: -5 })).toEqual({ error: 'Price cannot be negative' });
    expect(parse(roomInput, { ...room, capacity: 0 })).toEqual({ error: 'Capacity must be at least 1' });
    expect(parse(roomInput, { ...room, floor: -1 })).toEqual({ error: 'Floor cannot be negative' });
    expect(parse(roomInput, { ...room, roomNumber: '  ' })).toEqual({ error: 'Please enter the room number' });
  });

  it('edits a room with the amenities the form can show', () => {
    const stored = { ...room, _id: 'r1', amenities: ['wifi', 'sauna'], images: [] } as unknown as AdminRoom;
    expect(roomFormOf(stored).amenities).toEqual(['wifi']);
  });
});

describe('food form', () => {
  const food: FoodItemInput = { ...foodFormOf(null), name: 'Porridge', description: 'Oats and honey.', price: 6.5 };

  it('sends an empty image as null (the default picture)', () => {
    expect(foodItemInput.parse(food).image).toBeNull();
  });

  it('keeps to steps of 0.01 and at least one minute of preparation', () => {
    expect(parse(foodItemInput, { ...food, price: 6.505 })).toEqual({ error: 'Price can have at most two decimals (steps of 0.01)' });
    expect(parse(foodItemInput, { ...food, preparationTime: 0 })).toEqual({ error: 'Preparation time must be at least 1 minute' });
    expect(parse(foodItemInput, { ...food, preparationTime: '' })).toEqual({ error: 'Please enter the preparation time' });
  });
});
