// Starting values of the room and food modals: what the contract's schemas (roomInput, foodItemInput) check and send.
import { AMENITIES, type Amenity, type FoodItemInput, type RoomInput } from '@innkeep/api-contract';
import type { AdminFood, AdminRoom } from './types';

// Number fields start empty ('' is what an emptied NumberInput holds): the schema answers "Please enter …".
const EMPTY_ROOM: RoomInput = {
  name: '',
  type: 'double',
  description: '',
  price: '',
  capacity: 2,
  extraPersonPrice: 0,
  floor: 1,
  roomNumber: '',
  amenities: [],
  status: 'available',
  images: [],
};

/** What the room form edits: a room as it is, or the blank new one. */
export function roomFormOf(room: AdminRoom | null): RoomInput {
  if (!room) return EMPTY_ROOM;
  const { name, type, description, price, capacity, baseOccupancy, extraPersonPrice, floor, roomNumber, amenities, status, images } = room;
  // The form offers the spec's amenities as checkboxes: one it cannot show could not be unticked either.
  const known = amenities.filter((amenity): amenity is Amenity => (AMENITIES as readonly string[]).includes(amenity));
  // Sent back as they are, so an edit never turns a dormitory into a room by the schema's default.
  const sale = { saleMode: room.saleMode, guestPolicy: room.guestPolicy };
  return {
    name,
    type,
    description,
    price,
    capacity,
    baseOccupancy,
    extraPersonPrice,
    floor,
    roomNumber,
    amenities: known,
    status,
    images,
    ...sale,
  };
}

const EMPTY_FOOD: FoodItemInput = {
  name: '',
  description: '',
  price: '',
  category: 'breakfast',
  preparationTime: 15,
  isVegetarian: false,
  isAvailable: true,
  ingredients: [],
  image: '',
};

export function foodFormOf(food: AdminFood | null): FoodItemInput {
  if (!food) return EMPTY_FOOD;
  const { name, description, price, category, preparationTime, isVegetarian, isAvailable, ingredients, image } = food;
  return { name, description, price, category, preparationTime, isVegetarian, isAvailable, ingredients, image: image ?? '' };
}
