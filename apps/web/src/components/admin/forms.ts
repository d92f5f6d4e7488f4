// Form state of the room and food modals, and their conversion to what the API takes.
import {
  firstIssueMessage,
  foodItemInput,
  roomInput,
  type FoodCategory,
  type FoodItemData,
  type RoomData,
  type RoomStatus,
  type RoomType,
} from '@innkeep/api-contract';
import type { AdminFood, AdminRoom } from './types';

export interface RoomForm {
  name: string;
  type: RoomType;
  description: string;
  price: number | string;
  capacity: number | string;
  floor: number | string;
  roomNumber: string;
  amenities: string[];
  status: RoomStatus;
  images: string[];
}

const EMPTY_ROOM: RoomForm = {
  name: '',
  type: 'double',
  description: '',
  price: '',
  capacity: 2,
  floor: 1,
  roomNumber: '',
  amenities: [],
  status: 'available',
  images: [],
};

export function roomFormOf(room: AdminRoom | null): RoomForm {
  if (!room) return EMPTY_ROOM;
  const { name, type, description, price, capacity, floor, roomNumber, amenities, status, images } = room;
  return { name, type, description, price, capacity, floor, roomNumber, amenities, status, images };
}

/** Empty number inputs are "missing", so the schema answers with its "Please enter …" message. */
const numberOrMissing = (value: number | string) => (value === '' ? undefined : Number(value));

/** The room as the API takes it, or the first problem in words. */
export function parseRoomForm(form: RoomForm): { data: RoomData } | { error: string } {
  const parsed = roomInput.safeParse({
    ...form,
    price: numberOrMissing(form.price),
    capacity: numberOrMissing(form.capacity),
    floor: numberOrMissing(form.floor),
  });
  return parsed.success ? { data: parsed.data } : { error: firstIssueMessage(parsed.error) };
}

export interface FoodForm {
  name: string;
  description: string;
  price: number | string;
  category: FoodCategory;
  preparationTime: number | string;
  isVegetarian: boolean;
  isAvailable: boolean;
  ingredients: string[];
  image: string;
}

const EMPTY_FOOD: FoodForm = {
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

export function foodFormOf(food: AdminFood | null): FoodForm {
  if (!food) return EMPTY_FOOD;
  const { name, description, price, category, preparationTime, isVegetarian, isAvailable, ingredients, image } = food;
  return { name, description, price, category, preparationTime, isVegetarian, isAvailable, ingredients, image: image ?? '' };
}

export function parseFoodForm(form: FoodForm): { data: FoodItemData } | { error: string } {
  const parsed = foodItemInput.safeParse({
    ...form,
    price: numberOrMissing(form.price),
    preparationTime: numberOrMissing(form.preparationTime),
  });
  return parsed.success ? { data: parsed.data } : { error: firstIssueMessage(parsed.error) };
}
