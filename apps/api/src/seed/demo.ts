import type {
  Amenity,
  BookingStatus,
  ComplaintCategory,
  ComplaintStatus,
  FoodCategory,
  FoodOrderStatus,
  NotificationType,
  PaymentStatus,
  Priority,
  Role,
  RoomStatus,
  RoomType,
  HotelInfo,
  GuestPolicy,
} from '@innkeep/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '@innkeep/db';
import {
  bookings,
  chatMessages,
  complaints,
  foodItems,
  foodOrderItems,
  foodOrders,
  newId,
  notifications,
  payments,
  rateDays,
  roomBeds,
  roomReviews,
  rooms,
  settings,
  users,
} from '@innkeep/db';
import { DEMO_ACCOUNTS, DEMO_LOGINS, type DemoAccount } from '../demo-accounts';
import { hashPassword } from '../services/people';
import { ensurePublicChat } from '../services/messages';
import { issueInvoice, rowsForStatus } from '../services/money';
import { insertDefaultSettings } from '../services/operations';
import { assignFreeBeds } from '../services/stays';

// ---------------------------------------------------------------------------------------------
// Time helpers. Every date is relative to `now` so the demo always looks freshly used.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The UTC calendar date `days` days from `now` (negative for the past), as YYYY-MM-DD. */
export function daysFrom(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The ISO timestamp `days` days and `hours` hours before `now`. */
export function isoAgo(now: Date, days: number, hours = 0): string {
  return new Date(now.getTime() - days * DAY_MS - hours * HOUR_MS).toISOString();
}

/** `iso` moved on by `minutes`, but never past `now`: nothing in the demo happens in the future. */
function isoAfter(now: Date, iso: string, minutes: number): string {
  return new Date(Math.min(Date.parse(iso) + minutes * MINUTE_MS, now.getTime())).toISOString();
}

/** `hour` o'clock UTC on the day `days` from `now`, but never past `now`. */
function isoOnDay(now: Date, days: number, hour: number): string {
  return isoAfter(now, `${daysFrom(now, days)}T00:00:00.000Z`, hour * 60);
}

function must<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo seed refers to unknown key ${String(key)}`);
  return value;
}

// ---------------------------------------------------------------------------------------------
// People. `joined` is days ago; accounts are created at noon-ish of that day minus 12 hours so
// anything dated `joined` days and fewer than 12 hours ago still comes after the sign-up.

type PersonKey = 'admin' | 'staff' | 'pending' | 'grace' | 'marco' | 'aisha' | 'daniel' | 'sofia' | 'kenji';
type CustomerKey = Exclude<PersonKey, 'admin' | 'staff' | 'pending'>;

interface PersonSeed {
  key: PersonKey;
  name: string;
  email: string;
  password: string;
  role: Role;
  isApproved: boolean;
  phone: string;
  address: string;
  joined: number;
}

const JOIN_HOURS = 12;

const PEOPLE: PersonSeed[] = [
  {
    key: 'admin',
    name: 'Ada Admin',
    ...DEMO_LOGINS.admin,
    isApproved: true,
    phone: '+1 (555) 010-0001',
    address: '12 Harbour Road, Port Bellamy',
    joined: 29,
  },
  {
    key: 'staff',
    name: 'Sam Staff',
    ...DEMO_LOGINS.staff,
    isApproved: true,
    phone: '+1 (555) 010-0002',
    address: '40 Quay Street, Port Bellamy',
    joined: 29,
  },
  {
    key: 'pending',
    name: 'Pat Pending',
    ...DEMO_LOGINS.pending,
    isApproved: false,
    phone: '+1 (555) 010-0003',
    address: '7 Lighthouse Lane, Port Bellamy',
    joined: 2,
  },
  {
    key: 'grace',
    name: 'Grace Guest',
    ...DEMO_LOGINS.guest,
    isApproved: true,
    phone: '+1 (555) 014-2288',
    address: '88 Maple Avenue, Springfield',
    joined: 28,
  },
  {
    key: 'marco',
    name: 'Marco Rossi',
    email: 'marco.rossi@example.com',
    password: DEMO_LOGINS.guest.password,
    role: 'customer',
    isApproved: true,
    phone: '+39 051 555 0142',
    address: 'Via Roma 14, 40121 Bologna, Italy',
    joined: 26,
  },
  {
    key: 'aisha',
    name: 'Aisha Khan',
    email: 'aisha.khan@example.com',
    password: DEMO_LOGINS.guest.password,
    role: 'customer',
    isApproved: true,
    phone: '+44 20 7946 0321',
    address: '8 Elm Street, Manchester M1 4BT, UK',
    joined: 22,
  },
  {
    key: 'daniel',
    name: 'Daniel Okafor',
    email: 'daniel.okafor@example.com',
    password: DEMO_LOGINS.guest.password,
    role: 'customer',
    isApproved: true,
    phone: '+234 803 555 0147',
    address: '21 Awolowo Road, Ikoyi, Lagos, Nigeria',
    joined: 17,
  },
  {
    key: 'sofia',
    name: 'Sofia Lindqvist',
    email: 'sofia.lindqvist@example.com',
    password: DEMO_LOGINS.guest.password,
    role: 'customer',
    isApproved: true,
    phone: '+46 70 555 0193',
    address: 'Storgatan 5, 753 31 Uppsala, Sweden',
    joined: 11,
  },
  {
    key: 'kenji',
    name: 'Kenji Tanaka',
    email: 'kenji.tanaka@example.com',
    password: DEMO_LOGINS.guest.password,
    role: 'customer',
    isApproved: true,
    phone: '+81 90 5550 0128',
    address: '3-2-1 Jingumae, Shibuya, Tokyo, Japan',
    joined: 5,
  },
];

const CUSTOMERS: CustomerKey[] = ['grace', 'marco', 'aisha', 'daniel', 'sofia', 'kenji'];

// ---------------------------------------------------------------------------------------------
// Rooms. The floor is the first digit of the room number. `reviews` lists review ratings; the
// reviewers, comments and dates are filled in below.

interface RoomSeed {
  number: string;
  name: string;
  type: RoomType;
  priceCents: number;
  capacity: number;
  status: RoomStatus;
  amenities: Amenity[];
  description: string;
  /** Omitted: two or three pictures of the room's type. */
  images?: string[];
  reviews: number[];
  /** A dormitory sold by the bed: its policy and its beds (the capacity is their number). */
  dorm?: { policy: GuestPolicy; beds: string[] };
}

const ROOM_IMAGES: Record<RoomType, string[]> = {
  single: ['single-1', 'single-2'],
  double: ['double-1', 'double-2'],
  suite: ['suite-1', 'suite-2', 'suite-3'],
  shared: ['shared-1', 'shared-2'],
  hostel: ['hostel-1', 'hostel-2'],
};

const ROOMS: RoomSeed[] = [
  {
    number: '101',
    name: 'Harbour View Single',
    type: 'single',
    priceCents: 8900,
    capacity: 1,
    status: 'available',
    amenities: ['wifi', 'ac', 'tv', 'work_desk'],
    description:
      'A bright single room facing the harbour, with a firm queen-size bed, a proper work desk and blackout curtains for late sleepers.',
    reviews: [5, 4, 5, 4],
  },
  {
    number: '102',
    name: 'Garden Single',
    type: 'single',
    priceCents: 8900,
    capacity: 1,
    status: 'available',
    amenities: ['wifi', 'ac', 'tv'],
    description: 'A quiet single overlooking the courtyard garden. Ideal for solo travellers who want a calm night and an early start.',
    reviews: [4, 3, 4],
  },
  {
    number: '103',
    name: 'Classic Double',
    type: 'double',
    priceCents: 14900,
    capacity: 2,
    status: 'available',
    amenities: ['wifi', 'ac', 'tv', 'minibar', 'parking'],
    description: 'Our most popular double: a king-size bed, a rain shower and a well-stocked minibar, one floor up from the lobby.',
    reviews: [5, 5, 4, 4, 5],
  },
  {
    number: '104',
    name: 'Courtyard Double',
    type: 'double',
    priceCents: 14900,
    capacity: 2,
    status: 'occupied',
    amenities: ['wifi', 'ac', 'tv', 'breakfast'],
    description: 'A cosy double opening onto the courtyard, with breakfast for two included every morning of your stay.',
    reviews: [4, 5, 4],
  },
  {
    number: '201',
    name: 'Deluxe Double with Balcony',
    type: 'double',
    priceCents: 17900,
    capacity: 2,
    status: 'available',
    amenities: ['wifi', 'ac', 'tv', 'minibar', 'balcony', 'breakfast'],
    description: 'Spacious double with a private balcony over the marina. Watch the fishing boats come in with your morning coffee.',
    reviews: [5, 5, 5, 4, 5, 4],
  },
  {
    number: '202',
    name: 'Twin Room',
    type: 'double',
    priceCents: 14900,
    capacity: 2,
    status: 'available',
    amenities: ['wifi', 'ac', 'tv', 'work_desk'],
    description: 'Two comfortable single beds, two desks and plenty of wardrobe space: perfect for friends or colleagues.',
    reviews: [4, 3, 4, 4],
  },
  {
    number: '203',
    name: 'Executive Single',
    type: 'single',
    priceCents: 9900,
    capacity: 1,
    status: 'cleaning',
    amenities: ['wifi', 'ac', 'tv', 'work_desk', 'minibar', 'parking'],
    description: 'A single for business travellers: ergonomic chair, large desk with monitor, espresso machine and free parking.',
    reviews: [5, 4],
  },
  {
    number: '204',
    name: 'Junior Suite',
    type: 'suite',
    priceCents: 24900,
    capacity: 3,
    status: 'available',
    amenities: ['wifi', 'ac', 'tv', 'minibar', 'balcony', 'breakfast'],
    description: 'A king bedroom and a separate lounge with a sofa bed, so a small family can spread out. Breakfast is included.',
    reviews: [5, 5, 4, 5],
  },
  {
    number: '301',
    name: 'Harbour Suite',
    type: 'suite',
    priceCents: 29900,
    capacity: 4,
    status: 'occupied',
    amenities: ['wifi', 'ac', 'tv', 'minibar', 'balcony', 'work_desk', 'jacuzzi', 'breakfast', 'parking'],
    description: 'Two bedrooms, a lounge with panoramic harbour views, a jacuzzi bath and every amenity we offer. Our finest room.',
    reviews: [5, 5, 5, 4, 5],
  },
  {
    number: '302',
    name: 'Penthouse Suite',
    type: 'suite',
    priceCents: 34900,
    capacity: 4,
    status: 'maintenance',
    amenities: ['wifi', 'ac', 'tv', 'minibar', 'balcony', 'jacuzzi', 'breakfast', 'parking'],
    description: 'The top-floor suite with a wraparound terrace. Closed for a few days while we fit a new jacuzzi.',
    reviews: [5, 4],
  },
  {
    number: '303',
    name: 'Six-Bed Shared Dorm',
    type: 'shared',
    priceCents: 4500,
    capacity: 6,
    status: 'cleaning',
    amenities: ['wifi', 'ac'],
    description: 'A sociable mixed dorm with six sturdy bunks, personal lockers, reading lights and USB sockets at every bed.',
    reviews: [4, 3, 5, 4, 3],
  },
  {
    number: '304',
    name: 'Four-Bed Shared Room',
    type: 'shared',
    priceCents: 4900,
    capacity: 4,
    status: 'available',
    amenities: ['wifi', 'ac', 'breakfast'],
    description: 'A quieter four-bed room with an en-suite bathroom and breakfast included. Great for small groups travelling together.',
    reviews: [],
  },
  {
    number: '401',
    name: 'Eight-Bed Mixed Dorm',
    type: 'hostel',
    priceCents: 2900,
    capacity: 8,
    status: 'occupied',
    amenities: ['wifi'],
    description:
      'Four sturdy bunks with curtains, reading lights, sockets and a locker at every bed, in our attic hostel with a shared kitchen.',
    reviews: [4, 4, 3],
    dorm: { policy: 'mixed', beds: ['A1 lower', 'A1 upper', 'A2 lower', 'A2 upper', 'A3 lower', 'A3 upper', 'A4 lower', 'A4 upper'] },
  },
  {
    number: '402',
    name: 'Six-Bed Female Dorm',
    type: 'hostel',
    priceCents: 3200,
    capacity: 6,
    status: 'available',
    amenities: ['wifi', 'parking'],
    description: 'Our newest dorm, for women only: three bunks by the skylight and a bathroom of its own. Photos are coming soon.',
    // No pictures yet, so the app shows its default room image.
    images: [],
    reviews: [],
    dorm: { policy: 'female', beds: ['B1 lower', 'B1 upper', 'B2 lower', 'B2 upper', 'B3 lower', 'B3 upper'] },
  },
];

/** Comments by rating; a room never shows the same comment twice. */
const REVIEW_COMMENTS: Record<number, string[]> = {
  5: [
    'Spotless, quiet and the bed was incredibly comfortable. Will definitely be back.',
    'The staff remembered my name from day one. Outstanding service.',
    'Best night of sleep I have had on a trip in years.',
    'Beautiful room, great view and the breakfast was excellent.',
    'Everything worked perfectly and check-in took two minutes.',
    'Lovely touches everywhere: fresh flowers, good coffee, fluffy towels.',
  ],
  4: [
    'Very comfortable stay. The Wi-Fi was a little slow in the evenings.',
    'Great location near the harbour; the room was clean and well kept.',
    'Good value for money. Shower pressure could be better.',
    'Friendly staff and a cosy room. Street noise in the early morning.',
    'Nice room and helpful front desk. Would stay again.',
    'Comfortable beds and tasty room-service food.',
  ],
  3: [
    'Decent for the price, but the air conditioning was noisy.',
    'Clean enough, though the room felt smaller than in the photos.',
    'Fine for a night or two. The lockers could be bigger.',
    'Okay stay; housekeeping missed our room one day.',
    'Good location but it got loud when other guests came back late.',
    'Basic but clean. Bring earplugs.',
  ],
};

// ---------------------------------------------------------------------------------------------
// Food menu. `image` names a file under /images/food; null shows the app's default picture.

interface FoodSeed {
  key: string;
  name: string;
  category: FoodCategory;
  priceCents: number;
  isVegetarian: boolean;
  preparationTime: number;
  ingredients: string[];
  description: string;
  image: string | null;
  isAvailable?: boolean;
}

const FOOD: FoodSeed[] = [
  {
    key: 'english',
    name: 'Full English Breakfast',
    category: 'breakfast',
    priceCents: 1650,
    isVegetarian: false,
    preparationTime: 15,
    ingredients: ['eggs', 'bacon', 'sausage', 'baked beans', 'grilled tomato', 'mushrooms', 'toast'],
    description: 'Two eggs your way with bacon, sausage, beans, grilled tomato, mushrooms and buttered toast.',
    image: 'breakfast',
  },
  {
    key: 'pancakes',
    name: 'Buttermilk Pancakes',
    category: 'breakfast',
    priceCents: 1200,
    isVegetarian: true,
    preparationTime: 12,
    ingredients: ['buttermilk batter', 'maple syrup', 'fresh berries', 'whipped butter'],
    description: 'A fluffy stack of three with maple syrup, fresh berries and whipped butter.',
    image: 'pancakes',
  },
  {
    key: 'benedict',
    name: 'Eggs Benedict',
    category: 'breakfast',
    priceCents: 1450,
    isVegetarian: false,
    preparationTime: 15,
    ingredients: ['poached eggs', 'English muffin', 'smoked ham', 'hollandaise'],
    description: 'Two poached eggs on a toasted English muffin with smoked ham and lemony hollandaise.',
    image: 'eggs',
  },
  {
    key: 'croissant',
    name: 'Butter Croissant',
    category: 'breakfast',
    priceCents: 450,
    isVegetarian: true,
    preparationTime: 5,
    ingredients: ['butter', 'flour', 'apricot jam'],
    description: 'Baked every morning in our kitchen and served warm with apricot jam.',
    image: 'croissant',
  },
  {
    key: 'burger',
    name: 'Classic Cheeseburger',
    category: 'lunch',
    priceCents: 1750,
    isVegetarian: false,
    preparationTime: 18,
    ingredients: ['beef patty', 'cheddar', 'lettuce', 'tomato', 'pickles', 'brioche bun'],
    description: 'A juicy beef patty with aged cheddar, pickles and house sauce on a toasted brioche bun.',
    image: 'burger',
  },
  {
    key: 'salad',
    name: 'Harbour Garden Salad',
    category: 'lunch',
    priceCents: 1150,
    isVegetarian: true,
    preparationTime: 8,
    ingredients: ['mixed greens', 'cherry tomatoes', 'cucumber', 'feta', 'lemon vinaigrette'],
    description: 'Crisp greens from a local farm with cherry tomatoes, cucumber, feta and a lemon vinaigrette.',
    image: 'salad',
  },
  {
    key: 'pasta',
    name: 'Penne Arrabbiata',
    category: 'lunch',
    priceCents: 1400,
    isVegetarian: true,
    preparationTime: 16,
    ingredients: ['penne', 'tomato', 'garlic', 'chilli', 'parsley'],
    description: 'Penne in a spicy tomato and garlic sauce, finished with parsley and olive oil.',
    image: 'pasta',
  },
  {
    key: 'soup',
    name: 'Tomato & Basil Soup',
    category: 'lunch',
    priceCents: 850,
    isVegetarian: true,
    preparationTime: 10,
    ingredients: ['tomato', 'basil', 'cream'],
    description: 'Slow-roasted tomato soup with fresh basil, served with warm sourdough.',
    image: 'soup',
  },
  {
    key: 'steak',
    name: 'Grilled Ribeye Steak',
    category: 'dinner',
    priceCents: 3200,
    isVegetarian: false,
    preparationTime: 30,
    ingredients: ['ribeye steak', 'peppercorn sauce', 'fries', 'green beans'],
    description: 'A 300 g ribeye grilled to order with peppercorn sauce, fries and buttered green beans.',
    image: 'steak',
  },
  {
    key: 'fish',
    name: 'Pan-Seared Sea Bass',
    category: 'dinner',
    priceCents: 2650,
    isVegetarian: false,
    preparationTime: 25,
    ingredients: ['sea bass', 'lemon butter', 'new potatoes', 'asparagus'],
    description: 'Line-caught sea bass with lemon butter, new potatoes and asparagus. Back when the boats are out again.',
    image: 'fish',
    isAvailable: false,
  },
  {
    key: 'curry',
    name: 'Chickpea & Spinach Curry',
    category: 'dinner',
    priceCents: 1650,
    isVegetarian: true,
    preparationTime: 20,
    ingredients: ['chickpeas', 'spinach', 'coconut milk', 'garam masala', 'basmati rice'],
    description: 'A fragrant, mildly spiced coconut curry with chickpeas and spinach, served with basmati rice.',
    image: 'curry',
  },
  {
    key: 'pizza',
    name: 'Margherita Pizza',
    category: 'dinner',
    priceCents: 1550,
    isVegetarian: true,
    preparationTime: 20,
    ingredients: ['tomato', 'mozzarella', 'basil', 'olive oil'],
    description: 'Stone-baked with San Marzano tomatoes, fresh mozzarella and basil.',
    image: 'pizza',
  },
  {
    key: 'fries',
    name: 'Rosemary Fries',
    category: 'snacks',
    priceCents: 600,
    isVegetarian: true,
    preparationTime: 10,
    ingredients: ['potatoes', 'rosemary', 'sea salt'],
    description: 'Hand-cut fries tossed with rosemary and sea salt, with garlic mayo on the side.',
    image: 'fries',
  },
  {
    key: 'nachos',
    name: 'Loaded Nachos',
    category: 'snacks',
    priceCents: 1100,
    isVegetarian: true,
    preparationTime: 12,
    ingredients: ['tortilla chips', 'cheddar', 'jalapeños', 'salsa', 'sour cream', 'guacamole'],
    description: 'A sharing plate of tortilla chips with melted cheddar, jalapeños, salsa, sour cream and guacamole.',
    image: 'nachos',
  },
  {
    key: 'cake',
    name: 'Chocolate Fudge Cake',
    category: 'snacks',
    priceCents: 800,
    isVegetarian: true,
    preparationTime: 5,
    ingredients: ['dark chocolate', 'butter', 'eggs', 'cream'],
    description: 'A rich slice of dark chocolate fudge cake with a spoon of whipped cream.',
    image: 'cake',
  },
  {
    key: 'cookies',
    name: 'Oatmeal Raisin Cookies',
    category: 'snacks',
    priceCents: 500,
    isVegetarian: true,
    preparationTime: 5,
    ingredients: ['oats', 'raisins', 'butter', 'brown sugar'],
    description: 'Three chewy cookies, baked this afternoon.',
    image: null,
  },
  {
    key: 'coffee',
    name: 'Cappuccino',
    category: 'beverages',
    priceCents: 450,
    isVegetarian: true,
    preparationTime: 5,
    ingredients: ['espresso', 'steamed milk'],
    description: 'A double shot of our house espresso with silky steamed milk.',
    image: 'coffee',
  },
  {
    key: 'juice',
    name: 'Fresh Orange Juice',
    category: 'beverages',
    priceCents: 550,
    isVegetarian: true,
    preparationTime: 5,
    ingredients: ['oranges'],
    description: 'Squeezed to order from sweet Valencia oranges.',
    image: 'juice',
  },
  {
    key: 'tea',
    name: 'English Breakfast Tea',
    category: 'beverages',
    priceCents: 350,
    isVegetarian: true,
    preparationTime: 4,
    ingredients: ['black tea', 'milk'],
    description: 'A pot of strong black tea with milk on the side.',
    image: 'tea',
  },
  {
    key: 'smoothie',
    name: 'Berry Banana Smoothie',
    category: 'beverages',
    priceCents: 700,
    isVegetarian: true,
    preparationTime: 6,
    ingredients: ['strawberries', 'blueberries', 'banana', 'yogurt', 'honey'],
    description: 'Strawberries, blueberries and banana blended with yogurt and a touch of honey.',
    image: 'smoothie',
  },
  {
    key: 'wine',
    name: 'House Red Wine (glass)',
    category: 'beverages',
    priceCents: 900,
    isVegetarian: false,
    preparationTime: 1,
    ingredients: ['merlot'],
    description: 'A smooth, fruity merlot from a small family vineyard.',
    image: 'wine',
  },
  {
    key: 'water',
    name: 'Sparkling Water',
    category: 'beverages',
    priceCents: 300,
    isVegetarian: true,
    preparationTime: 1,
    ingredients: ['sparkling mineral water'],
    description: 'A chilled 500 ml bottle of local sparkling mineral water.',
    image: 'water',
  },
];

// ---------------------------------------------------------------------------------------------
// Bookings. `checkIn` is days from today; `booked` is how many days ago the booking was made.
// Rooms that are occupied today have a checked-in stay; rooms being cleaned had a checkout today.

interface BookingSeed {
  who: CustomerKey;
  room: string;
  checkIn: number;
  nights: number;
  guests: number;
  status: BookingStatus;
  payment: PaymentStatus;
  booked: number;
  requests?: string;
}

const BOOKINGS: BookingSeed[] = [
  // Past stays.
  { who: 'grace', room: '101', checkIn: -26, nights: 3, guests: 1, status: 'checked-out', payment: 'paid', booked: 27 },
  {
    who: 'marco',
    room: '201',
    checkIn: -24,
    nights: 4,
    guests: 2,
    status: 'checked-out',
    payment: 'paid',
    booked: 25,
    requests: 'Anniversary trip: a bottle of prosecco in the room would be lovely.',
  },
  { who: 'grace', room: '204', checkIn: -20, nights: 2, guests: 2, status: 'checked-out', payment: 'paid', booked: 22 },
  {
    who: 'aisha',
    room: '303',
    checkIn: -19,
    nights: 5,
    guests: 3,
    status: 'checked-out',
    payment: 'paid',
    booked: 21,
    requests: 'Three bunks next to each other, please.',
  },
  { who: 'marco', room: '302', checkIn: -17, nights: 3, guests: 2, status: 'checked-out', payment: 'paid', booked: 19 },
  { who: 'daniel', room: '103', checkIn: -14, nights: 2, guests: 2, status: 'checked-out', payment: 'paid', booked: 16 },
  { who: 'aisha', room: '402', checkIn: -12, nights: 2, guests: 1, status: 'checked-out', payment: 'paid', booked: 13 },
  {
    who: 'grace',
    room: '102',
    checkIn: -10,
    nights: 3,
    guests: 1,
    status: 'checked-out',
    payment: 'paid',
    booked: 12,
    requests: 'Extra pillows, please.',
  },
  { who: 'sofia', room: '202', checkIn: -9, nights: 3, guests: 2, status: 'checked-out', payment: 'paid', booked: 10 },
  { who: 'daniel', room: '304', checkIn: -7, nights: 2, guests: 3, status: 'checked-out', payment: 'paid', booked: 8 },
  // Checked out this morning: these rooms are being cleaned.
  { who: 'sofia', room: '203', checkIn: -3, nights: 3, guests: 1, status: 'checked-out', payment: 'paid', booked: 4 },
  { who: 'marco', room: '303', checkIn: -2, nights: 2, guests: 1, status: 'checked-out', payment: 'paid', booked: 3 },
  // In house now: these rooms are occupied.
  {
    who: 'grace',
    room: '104',
    checkIn: -2,
    nights: 4,
    guests: 2,
    status: 'checked-in',
    payment: 'paid',
    booked: 3,
    requests: 'Quiet room away from the lift if possible.',
  },
  {
    who: 'aisha',
    room: '301',
    checkIn: -1,
    nights: 3,
    guests: 3,
    status: 'checked-in',
    payment: 'pending',
    booked: 6,
    requests: 'Travelling with my parents; a cot is not needed.',
  },
  // Dormitory guests take a bed each.
  { who: 'kenji', room: '401', checkIn: -4, nights: 5, guests: 1, status: 'checked-in', payment: 'paid', booked: 5 },
  { who: 'marco', room: '401', checkIn: -1, nights: 3, guests: 2, status: 'checked-in', payment: 'paid', booked: 2 },
  // Arriving today and later.
  {
    who: 'daniel',
    room: '201',
    checkIn: 0,
    nights: 3,
    guests: 2,
    status: 'confirmed',
    payment: 'pending',
    booked: 4,
    requests: 'Arriving around 18:00.',
  },
  { who: 'daniel', room: '401', checkIn: 1, nights: 4, guests: 3, status: 'confirmed', payment: 'pending', booked: 3 },
  { who: 'sofia', room: '402', checkIn: 3, nights: 5, guests: 2, status: 'pending', payment: 'pending', booked: 0 },
  {
    who: 'grace',
    room: '204',
    checkIn: 5,
    nights: 3,
    guests: 2,
    status: 'confirmed',
    payment: 'pending',
    booked: 2,
    requests: 'Celebrating a birthday: could we have a late checkout?',
  },
  { who: 'marco', room: '101', checkIn: 9, nights: 4, guests: 1, status: 'pending', payment: 'pending', booked: 1 },
  { who: 'daniel', room: '303', checkIn: 12, nights: 2, guests: 2, status: 'confirmed', payment: 'pending', booked: 2 },
  { who: 'grace', room: '202', checkIn: 14, nights: 2, guests: 2, status: 'pending', payment: 'pending', booked: 1 },
  { who: 'aisha', room: '304', checkIn: 20, nights: 3, guests: 4, status: 'confirmed', payment: 'pending', booked: 6 },
  { who: 'kenji', room: '103', checkIn: 27, nights: 3, guests: 2, status: 'pending', payment: 'pending', booked: 1 },
  // Cancelled: they may overlap other bookings because they no longer hold the room.
  { who: 'grace', room: '201', checkIn: -5, nights: 2, guests: 2, status: 'cancelled', payment: 'refunded', booked: 12 },
  { who: 'marco', room: '204', checkIn: 5, nights: 3, guests: 2, status: 'cancelled', payment: 'pending', booked: 4 },
  { who: 'kenji', room: '102', checkIn: 7, nights: 1, guests: 1, status: 'cancelled', payment: 'refunded', booked: 2 },
  // A no-show: never arrived, so the desk closed the booking and its nights were free again.
  { who: 'daniel', room: '204', checkIn: -3, nights: 2, guests: 1, status: 'no-show', payment: 'pending', booked: 9 },
];

// ---------------------------------------------------------------------------------------------
// Food orders, placed during the customers' stays. `ago` is [days, hours] before now.

interface OrderSeed {
  who: CustomerKey;
  ago: [number, number];
  location: string;
  items: [food: string, quantity: number][];
  status: FoodOrderStatus;
  payment: PaymentStatus;
  instructions?: string;
}

const ORDERS: OrderSeed[] = [
  {
    who: 'grace',
    ago: [25, 2],
    location: 'Room 101',
    items: [
      ['english', 1],
      ['coffee', 1],
    ],
    status: 'delivered',
    payment: 'paid',
  },
  {
    who: 'marco',
    ago: [23, 4],
    location: 'Room 201',
    items: [
      ['burger', 2],
      ['fries', 1],
      ['wine', 2],
    ],
    status: 'delivered',
    payment: 'paid',
    instructions: 'Burgers medium, please.',
  },
  {
    who: 'grace',
    ago: [19, 3],
    location: 'Room 204',
    items: [
      ['fish', 1],
      ['steak', 1],
      ['wine', 2],
      ['cake', 1],
    ],
    status: 'delivered',
    payment: 'paid',
  },
  {
    who: 'aisha',
    ago: [18, 6],
    location: 'Room 303',
    items: [
      ['pizza', 2],
      ['nachos', 1],
      ['juice', 3],
    ],
    status: 'delivered',
    payment: 'paid',
  },
  {
    who: 'marco',
    ago: [16, 9],
    location: 'Room 302',
    items: [
      ['pancakes', 2],
      ['coffee', 2],
    ],
    status: 'delivered',
    payment: 'paid',
  },
  {
    who: 'daniel',
    ago: [13, 5],
    location: 'Room 103',
    items: [
      ['curry', 1],
      ['salad', 1],
      ['tea', 2],
    ],
    status: 'delivered',
    payment: 'paid',
  },
  {
    who: 'aisha',
    ago: [11, 3],
    location: 'Pool Deck',
    items: [
      ['smoothie', 2],
      ['salad', 1],
    ],
    status: 'cancelled',
    payment: 'refunded',
    instructions: 'Sun loungers by the bar.',
  },
  {
    who: 'grace',
    ago: [9, 1],
    location: 'Room 102',
    items: [
      ['pasta', 1],
      ['salad', 1],
      ['water', 1],
    ],
    status: 'delivered',
    payment: 'paid',
  },
  {
    who: 'sofia',
    ago: [8, 8],
    location: 'Room 202',
    items: [
      ['benedict', 2],
      ['juice', 2],
    ],
    status: 'delivered',
    payment: 'paid',
  },
  {
    who: 'daniel',
    ago: [6, 4],
    location: 'Room 304',
    items: [
      ['soup', 2],
      ['croissant', 3],
    ],
    status: 'delivered',
    payment: 'paid',
  },
  {
    who: 'kenji',
    ago: [3, 2],
    location: 'Room 402',
    items: [
      ['burger', 1],
      ['fries', 1],
      ['water', 1],
    ],
    status: 'delivered',
    payment: 'paid',
  },
  {
    who: 'sofia',
    ago: [1, 7],
    location: 'Room 203',
    items: [
      ['cookies', 2],
      ['tea', 1],
    ],
    status: 'cancelled',
    payment: 'pending',
  },
  {
    who: 'grace',
    ago: [1, 2],
    location: 'Room 104',
    items: [
      ['english', 2],
      ['coffee', 2],
    ],
    status: 'delivered',
    payment: 'paid',
  },
  {
    who: 'aisha',
    ago: [0, 5],
    location: 'Room 301',
    items: [
      ['curry', 2],
      ['pizza', 1],
      ['water', 3],
    ],
    status: 'ready',
    payment: 'paid',
  },
  {
    who: 'marco',
    ago: [0, 3],
    location: 'Lobby Lounge',
    items: [
      ['coffee', 1],
      ['cake', 1],
    ],
    status: 'preparing',
    payment: 'paid',
    instructions: 'Waiting for my taxi by the window.',
  },
  {
    who: 'kenji',
    ago: [0, 2],
    location: 'Room 402',
    items: [
      ['pancakes', 1],
      ['smoothie', 1],
    ],
    status: 'preparing',
    payment: 'paid',
  },
  {
    who: 'grace',
    ago: [0, 0.5],
    location: 'Room 104',
    items: [
      ['croissant', 2],
      ['coffee', 2],
    ],
    status: 'pending',
    payment: 'pending',
    instructions: 'Extra sugar on the side, please.',
  },
];

/** Minutes after ordering when an order last changed, by its current status. */
const ORDER_UPDATE_MINUTES: Record<FoodOrderStatus, number> = {
  pending: 0,
  preparing: 10,
  ready: 25,
  delivered: 40,
  cancelled: 15,
};

// ---------------------------------------------------------------------------------------------
// Complaints. `ago` is [days, hours]; a response comes `after` minutes later.

interface ComplaintSeed {
  who: CustomerKey;
  ago: [number, number];
  title: string;
  description: string;
  category: ComplaintCategory;
  priority: Priority;
  status: ComplaintStatus;
  response?: { by: 'staff' | 'admin'; after: number; text: string };
}

const COMPLAINTS: ComplaintSeed[] = [
  {
    who: 'grace',
    ago: [9, 5],
    title: 'Air conditioning rattles at night',
    description: 'The AC unit in room 102 makes a loud rattling noise every few minutes after midnight and kept waking me up.',
    category: 'room',
    priority: 'medium',
    status: 'resolved',
    response: {
      by: 'staff',
      after: 300,
      text: 'Sorry about the disturbed night, Grace. Maintenance replaced the loose fan bracket this morning; please let us know if you still hear it.',
    },
  },
  {
    who: 'marco',
    ago: [23, 2],
    title: 'Fries arrived cold',
    description: 'My room service order took almost an hour and the fries were cold by the time they arrived.',
    category: 'food',
    priority: 'low',
    status: 'closed',
    response: {
      by: 'staff',
      after: 90,
      text: 'We apologise, Marco. The kitchen was short-staffed that evening; we now use heated delivery bags for every order.',
    },
  },
  {
    who: 'aisha',
    ago: [11, 4],
    title: 'No towels at the pool',
    description: 'There were no towels at the pool on Saturday afternoon and nobody at the desk knew when more would come.',
    category: 'facilities',
    priority: 'medium',
    status: 'in-progress',
  },
  {
    who: 'daniel',
    ago: [12, 6],
    title: 'Charged twice for my stay',
    description: 'My card statement shows the booking for room 103 charged twice. Please refund the duplicate payment.',
    category: 'billing',
    priority: 'high',
    status: 'resolved',
    response: {
      by: 'admin',
      after: 180,
      text: 'You were right, Daniel: the duplicate charge has been reversed. It can take 3 to 5 business days to appear on your statement.',
    },
  },
  {
    who: 'sofia',
    ago: [3, 3],
    title: 'Long wait at check-in',
    description: 'I waited about 40 minutes at the front desk on arrival because only one person was working.',
    category: 'service',
    priority: 'medium',
    status: 'pending',
  },
  {
    who: 'kenji',
    ago: [1, 1],
    title: 'Noise in the hostel corridor',
    description: 'Groups were talking loudly in the corridor on floor 4 after midnight two nights in a row.',
    category: 'other',
    priority: 'high',
    status: 'pending',
  },
  {
    who: 'grace',
    ago: [19, 8],
    title: 'Housekeeping went above and beyond',
    description:
      'Not a complaint: Maria from housekeeping found my lost earring and left it on the pillow with a note. Please pass on my thanks!',
    category: 'staff',
    priority: 'low',
    status: 'closed',
    response: { by: 'staff', after: 120, text: 'Thank you, Grace! We have passed your kind words on to Maria.' },
  },
  {
    who: 'aisha',
    ago: [0, 18],
    title: 'Wi-Fi keeps dropping',
    description: 'The Wi-Fi in room 301 disconnects every few minutes, which makes video calls impossible.',
    category: 'general',
    priority: 'high',
    status: 'in-progress',
  },
  {
    who: 'marco',
    ago: [0, 7],
    title: 'Wake-up call missed',
    description: 'I asked for a 6:00 wake-up call on my last morning and it never came. I nearly missed my train.',
    category: 'service',
    priority: 'medium',
    status: 'resolved',
    response: {
      by: 'staff',
      after: 120,
      text: 'We are very sorry, Marco. The request was not copied to the overnight log; we have fixed the hand-over checklist.',
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Notifications and chat. `hours`/`minutes` are how long ago.

interface NotificationSeed {
  to: PersonKey;
  from?: PersonKey;
  type: NotificationType;
  priority: Priority;
  title: string;
  message: string;
  read: boolean;
  hours: number;
}

const NOTIFICATIONS: NotificationSeed[] = [
  {
    to: 'grace',
    type: 'system',
    priority: 'low',
    title: 'Scheduled maintenance',
    message: 'The app will be briefly unavailable tonight between 02:00 and 02:15.',
    read: true,
    hours: 70,
  },
  {
    to: 'grace',
    type: 'booking',
    priority: 'medium',
    title: 'Checked in',
    message: 'Welcome to room 104, Courtyard Double. Enjoy your stay!',
    read: true,
    hours: 30,
  },
  {
    to: 'grace',
    type: 'booking',
    priority: 'medium',
    title: 'Booking confirmed',
    message: 'Your Junior Suite (room 204) booking for 3 nights is confirmed.',
    read: true,
    hours: 40,
  },
  {
    to: 'grace',
    type: 'order',
    priority: 'low',
    title: 'Order delivered',
    message: 'Your breakfast order was delivered to Room 104. Bon appétit!',
    read: true,
    hours: 25,
  },
  {
    to: 'grace',
    type: 'booking',
    priority: 'low',
    title: 'Booking request received',
    message: 'We received your request for the Twin Room (room 202) and will confirm it shortly.',
    read: false,
    hours: 20,
  },
  {
    to: 'grace',
    from: 'admin',
    type: 'info',
    priority: 'low',
    title: 'Late checkout available',
    message: 'Late checkout until 13:00 is free this week. Just ask at the front desk.',
    read: false,
    hours: 8,
  },
  {
    to: 'grace',
    from: 'admin',
    type: 'alert',
    priority: 'high',
    title: 'Pool closed tomorrow morning',
    message: 'The pool is closed from 6:00 to 12:00 tomorrow for cleaning. The fitness center stays open.',
    read: false,
    hours: 3,
  },
  {
    to: 'grace',
    type: 'order',
    priority: 'medium',
    title: 'Order received',
    message: 'Your order of 2 × Butter Croissant and 2 × Cappuccino is waiting for the kitchen.',
    read: false,
    hours: 0.5,
  },
  {
    to: 'staff',
    type: 'booking',
    priority: 'medium',
    title: 'Arrival today',
    message: 'Daniel Okafor is due in room 201 for 3 nights.',
    read: true,
    hours: 1.5,
  },
  {
    to: 'staff',
    from: 'admin',
    type: 'alert',
    priority: 'high',
    title: 'Rooms to clean',
    message: 'Rooms 203 and 303 have been checked out. Please prepare them for the next guests.',
    read: false,
    hours: 1,
  },
  {
    to: 'staff',
    type: 'order',
    priority: 'medium',
    title: 'New food order',
    message: 'Room 104 placed an order: 2 × Butter Croissant, 2 × Cappuccino.',
    read: false,
    hours: 0.5,
  },
  {
    to: 'admin',
    type: 'alert',
    priority: 'high',
    title: 'Staff account awaiting approval',
    message: 'Pat Pending registered as staff and is waiting for your approval.',
    read: false,
    hours: 47,
  },
  {
    to: 'admin',
    type: 'system',
    priority: 'low',
    title: 'Backup completed',
    message: 'The nightly database backup completed successfully.',
    read: true,
    hours: 26,
  },
  {
    to: 'admin',
    type: 'alert',
    priority: 'medium',
    title: 'High-priority complaint',
    message: 'Kenji Tanaka filed a complaint: Noise in the hostel corridor.',
    read: false,
    hours: 24,
  },
];

const CHAT: { from: PersonKey; minutes: number; content: string }[] = [
  { from: 'grace', minutes: 50, content: 'Hi all! Is the rooftop terrace open to guests today?' },
  { from: 'staff', minutes: 47, content: 'Hi Grace! Yes, the terrace is open until 10 PM. Towels are at the pool desk.' },
  { from: 'admin', minutes: 40, content: 'Welcome to everyone who arrived today. Ask here if you need anything at all.' },
  { from: 'kenji', minutes: 31, content: 'Any tips for a good seafood place nearby?' },
  { from: 'staff', minutes: 28, content: "Try The Salty Anchor on Harbour Road, five minutes' walk. Tell them Innkeep sent you!" },
  { from: 'grace', minutes: 12, content: 'Thanks Sam! The chickpea curry from room service is excellent, by the way.' },
  { from: 'admin', minutes: 5, content: 'Reminder: the pool is closed tomorrow from 6:00 to 12:00 for cleaning.' },
];

// ---------------------------------------------------------------------------------------------

const dormOf = (number: string) => ROOMS.find((r) => r.number === number)?.dorm;
/** Holds the nights of a stay: a whole room, or a dormitory's beds (one per guest). */
const takesNights = (b: BookingSeed) => b.status !== 'cancelled' && b.status !== 'no-show';

/**
 * Throws if the booking table above is inconsistent: a double-booked room, a dormitory with more
 * guests than beds a night, or a booking made before its customer joined.
 */
function checkBookingPlan(joined: Record<PersonKey, number>): void {
  const held = new Map<string, [number, number, number][]>();
  for (const b of BOOKINGS) {
    // Made at least a day before the check-in date, and not before the customer signed up.
    if (b.booked > joined[b.who] || b.booked <= -b.checkIn) {
      throw new Error(`Demo booking of room ${b.room} by ${b.who} is dated outside the customer's history`);
    }
    if (!takesNights(b)) continue;
    const stays = held.get(b.room) ?? [];
    const end = b.checkIn + b.nights;
    const beds = dormOf(b.room)?.beds.length ?? 1;
    const taken = dormOf(b.room) ? b.guests : 1;
    for (let night = b.checkIn; night < end; night++) {
      const others = stays.filter(([start, stop]) => start <= night && night < stop).reduce((sum, [, , n]) => sum + n, 0);
      if (others + taken > beds) throw new Error(`Demo bookings overlap on room ${b.room}`);
    }
    stays.push([b.checkIn, end, taken]);
    held.set(b.room, stays);
  }
}

/** When a booking last changed: the day it reached its current status. */
function bookingUpdatedAt(now: Date, b: BookingSeed, createdAt: string): string {
  switch (b.status) {
    case 'checked-out':
      return isoOnDay(now, b.checkIn + b.nights, 10);
    case 'checked-in':
      return isoOnDay(now, b.checkIn, 15);
    case 'cancelled':
      return isoAfter(now, createdAt, 20 * 60);
    case 'confirmed':
      return isoAfter(now, createdAt, 120);
    default:
      return createdAt;
  }
}

/**
 * Fills an empty, migrated database with a believable month of hotel life: staff and customer
 * accounts, rooms with reviews, a menu, bookings, food orders, complaints, notifications and chat.
 * Returns the accounts worth printing at start-up.
 */
/** The demo's taxes: 10% VAT inside room and food prices, a city tax of $2 per guest per night for at most 7 nights. */
const DEMO_PRICING_SETTINGS: [keyof HotelInfo, number][] = [
  ['taxRatePercent', 10],
  ['foodTaxRatePercent', 10],
  ['cityTaxPerNight', 2],
  ['cityTaxMaxNights', 7],
];

/**
 * A year of the demo's rate calendar from today: Friday and Saturday nights 20% above the base price,
 * high season (20 December to 5 January) 40% above it, and a minimum stay of 3 nights for arrivals on
 * 30 and 31 December. Prices are whole dollars.
 */
function demoRates(roomRows: { id: string; priceCents: number }[], now: Date): (typeof rateDays.$inferInsert)[] {
  const rows: (typeof rateDays.$inferInsert)[] = [];
  const up = (cents: number, percent: number) => Math.round((cents * (100 + percent)) / 10_000) * 100;
  for (let offset = 0; offset < 366; offset++) {
    const date = daysFrom(now, offset);
    const monthDay = date.slice(5);
    const season = monthDay >= '12-20' || monthDay <= '01-05';
    const weekend = [5, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
    const minStay = monthDay === '12-30' || monthDay === '12-31' ? 3 : null;
    if (!season && !weekend) continue;
    for (const room of roomRows) rows.push({ roomId: room.id, date, priceCents: up(room.priceCents, season ? 40 : 20), minStay });
  }
  return rows;
}

export async function seedDemoData(db: Db, now: Date = new Date()): Promise<DemoAccount[]> {
  // Hash before the transaction: better-sqlite3 transactions are synchronous.
  const passwords = [...new Set(PEOPLE.map((p) => p.password))];
  const hashes = new Map(await Promise.all(passwords.map(async (p) => [p, await hashPassword(p)] as const)));

  const userId = Object.fromEntries(PEOPLE.map((p) => [p.key, newId()])) as Record<PersonKey, string>;
  const joined = Object.fromEntries(PEOPLE.map((p) => [p.key, p.joined])) as Record<PersonKey, number>;
  checkBookingPlan(joined);

  const userRows = PEOPLE.map((p) => {
    const createdAt = isoAgo(now, p.joined, JOIN_HOURS);
    return {
      id: userId[p.key],
      name: p.name,
      email: p.email.toLowerCase(),
      phone: p.phone,
      address: p.address,
      role: p.role,
      isApproved: p.isApproved,
      passwordHash: must(hashes, p.password),
      createdAt,
      updatedAt: createdAt,
    };
  });

  const roomCreatedAt = isoAgo(now, 29, 20);
  const roomsByNumber = new Map<string, { id: string; priceCents: number; name: string }>();
  const reviewRows: (typeof roomReviews.$inferInsert)[] = [];
  const typeSeen = new Map<RoomType, number>();

  const roomRows = ROOMS.map((r, roomIndex) => {
    const id = newId();
    roomsByNumber.set(r.number, { id, priceCents: r.priceCents, name: r.name });

    // Rotate the type's pictures so rooms of one type get different covers.
    const nth = typeSeen.get(r.type) ?? 0;
    typeSeen.set(r.type, nth + 1);
    const pool = ROOM_IMAGES[r.type];
    const images = r.images ?? pool.map((_, i) => `/images/rooms/${pool[(nth + i) % pool.length]}.svg`).slice(0, 3);

    r.reviews.forEach((rating, j) => {
      const reviewer = CUSTOMERS[(roomIndex + j) % CUSTOMERS.length] ?? 'grace';
      // Spread over the reviewer's time as a member, so no review predates its author.
      const daysAgo = (roomIndex * 7 + j * 11) % joined[reviewer];
      const comments = REVIEW_COMMENTS[rating] ?? [];
      reviewRows.push({
        id: newId(),
        roomId: id,
        userId: userId[reviewer],
        rating,
        comment: comments[(roomIndex + j) % comments.length] ?? '',
        createdAt: isoAgo(now, daysAgo, 2 + (j % 8)),
      });
    });
    const rating = r.reviews.length ? Math.round((r.reviews.reduce((sum, x) => sum + x, 0) / r.reviews.length) * 10) / 10 : null;

    return {
      id,
      name: r.name,
      description: r.description,
      type: r.type,
      priceCents: r.priceCents,
      capacity: r.dorm?.beds.length ?? r.capacity,
      saleMode: r.dorm ? ('bed' as const) : ('room' as const),
      guestPolicy: r.dorm?.policy ?? 'mixed',
      floor: Number(r.number[0]),
      roomNumber: r.number,
      status: r.status,
      images,
      amenities: r.amenities,
      rating,
      createdAt: roomCreatedAt,
      // Rooms not available changed status recently.
      updatedAt: r.status === 'available' ? roomCreatedAt : isoAgo(now, 0, 4),
    };
  });

  const bedRows = ROOMS.flatMap((r) =>
    (r.dorm?.beds ?? []).map((label, position) => ({
      id: newId(),
      roomId: must(roomsByNumber, r.number).id,
      label,
      position: position + 1,
      createdAt: roomCreatedAt,
    })),
  );

  const menuCreatedAt = isoAgo(now, 29, 18);
  const foodByKey = new Map<string, { id: string; name: string; priceCents: number }>();
  const foodRows = FOOD.map((f) => {
    const id = newId();
    foodByKey.set(f.key, { id, name: f.name, priceCents: f.priceCents });
    const isAvailable = f.isAvailable ?? true;
    return {
      id,
      name: f.name,
      description: f.description,
      priceCents: f.priceCents,
      category: f.category,
      isVegetarian: f.isVegetarian,
      isAvailable,
      preparationTime: f.preparationTime,
      ingredients: f.ingredients,
      image: f.image === null ? null : `/images/food/${f.image}.svg`,
      createdAt: menuCreatedAt,
      // Taken off the menu two days ago.
      updatedAt: isAvailable ? menuCreatedAt : isoAgo(now, 2, 3),
    };
  });

  const bookingRows = BOOKINGS.map((b, i) => {
    const room = must(roomsByNumber, b.room);
    const createdAt = isoAgo(now, b.booked, 1 + (i % 9));
    const beds = dormOf(b.room) ? b.guests : null;
    return {
      id: newId(),
      customerId: userId[b.who],
      roomId: room.id,
      checkIn: daysFrom(now, b.checkIn),
      checkOut: daysFrom(now, b.checkIn + b.nights),
      guests: b.guests,
      beds,
      specialRequests: b.requests ?? '',
      totalCents: b.nights * room.priceCents * (beds ?? 1),
      status: b.status,
      paymentStatus: b.payment,
      createdAt,
      updatedAt: bookingUpdatedAt(now, b, createdAt),
    };
  });

  const orderItemRows: (typeof foodOrderItems.$inferInsert)[] = [];
  const orderRows = ORDERS.map((o) => {
    const id = newId();
    let totalCents = 0;
    for (const [key, quantity] of o.items) {
      const food = must(foodByKey, key);
      totalCents += food.priceCents * quantity;
      orderItemRows.push({ id: newId(), orderId: id, foodId: food.id, name: food.name, priceCents: food.priceCents, quantity });
    }
    const createdAt = isoAgo(now, o.ago[0], o.ago[1]);
    return {
      id,
      customerId: userId[o.who],
      deliveryLocation: o.location,
      specialInstructions: o.instructions ?? '',
      totalCents,
      status: o.status,
      paymentStatus: o.payment,
      // Paid orders were paid at checkout, a couple of minutes after ordering.
      paidAt: o.payment === 'pending' ? null : isoAfter(now, createdAt, 2),
      createdAt,
      updatedAt: isoAfter(now, createdAt, ORDER_UPDATE_MINUTES[o.status]),
    };
  });

  /**
   * The ledger behind the payment statuses: stays paid at the desk at check-out (every third in cash,
   * taken by the staff member, the rest by card, taken by the administrator), or ahead through the
   * guest's pay link when still in house; orders by QR, by their guest.
   */
  const ledgerRows = (stays: typeof bookingRows, orders: typeof orderRows) => [
    ...stays.flatMap((b, i) => {
      const atDesk = b.status === 'checked-out';
      const cash = atDesk && i % 3 === 0;
      return rowsForStatus(
        { bookingId: b.id },
        b.paymentStatus,
        b.totalCents,
        { paidAt: atDesk ? b.updatedAt : b.createdAt, refundedAt: b.updatedAt },
        atDesk ? (cash ? 'cash' : 'card') : 'qr',
        atDesk ? userId[cash ? 'staff' : 'admin'] : b.customerId,
      );
    }),
    ...orders.flatMap((o) =>
      rowsForStatus(
        { foodOrderId: o.id },
        o.paymentStatus,
        o.totalCents,
        { paidAt: o.paidAt ?? o.createdAt, refundedAt: o.updatedAt },
        'qr',
        o.customerId,
      ),
    ),
  ];

  const complaintRows = COMPLAINTS.map((c) => {
    const createdAt = isoAgo(now, c.ago[0], c.ago[1]);
    const respondedAt = c.response ? isoAfter(now, createdAt, c.response.after) : null;
    return {
      id: newId(),
      customerId: userId[c.who],
      title: c.title,
      description: c.description,
      category: c.category,
      priority: c.priority,
      status: c.status,
      response: c.response?.text ?? null,
      respondedAt,
      respondedBy: c.response ? userId[c.response.by] : null,
      createdAt,
      updatedAt: respondedAt ?? (c.status === 'pending' ? createdAt : isoAfter(now, createdAt, 60)),
    };
  });

  const notificationRows = NOTIFICATIONS.map((n) => ({
    id: newId(),
    recipientId: userId[n.to],
    senderId: n.from ? userId[n.from] : null,
    type: n.type,
    priority: n.priority,
    title: n.title,
    message: n.message,
    read: n.read,
    createdAt: isoAgo(now, 0, n.hours),
  }));

  db.transaction((tx) => {
    insertDefaultSettings(tx, now);
    tx.insert(settings)
      .values(DEMO_PRICING_SETTINGS.map(([key, value]) => ({ key, value, updatedAt: now.toISOString() })))
      .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } })
      .run();
    tx.insert(users).values(userRows).run();
    tx.insert(rooms).values(roomRows).run();
    tx.insert(rateDays).values(demoRates(roomRows, now)).run();
    tx.insert(roomReviews).values(reviewRows).run();
    tx.insert(foodItems).values(foodRows).run();
    tx.insert(roomBeds).values(bedRows).run();
    tx.insert(bookings).values(bookingRows).run();
    // Beds as the desk gives them at booking time: a run side by side when there is one.
    for (const booking of bookingRows.filter((_, i) => takesNights(BOOKINGS[i]!))) assignFreeBeds(tx, booking);
    tx.insert(foodOrders).values(orderRows).run();
    tx.insert(foodOrderItems).values(orderItemRows).run();
    tx.insert(payments).values(ledgerRows(bookingRows, orderRows)).run();
    // What was settled was invoiced then: stays at check-out, orders paid alone at payment, numbered in that order.
    const settled = [
      ...bookingRows.filter((b) => b.status === 'checked-out').map((b) => ({ subject: { bookingId: b.id }, at: b.updatedAt })),
      ...orderRows.flatMap((o) => (o.paymentStatus === 'paid' && o.paidAt ? [{ subject: { foodOrderId: o.id }, at: o.paidAt }] : [])),
    ].sort((a, b) => a.at.localeCompare(b.at));
    for (const { subject, at } of settled) issueInvoice(tx, null, subject, new Date(at));
    tx.insert(complaints).values(complaintRows).run();
    tx.insert(notifications).values(notificationRows).run();

    // Cleared two hours ago, so the chat's messages all come after the last clear.
    const chatId = ensurePublicChat(tx, new Date(now.getTime() - 2 * HOUR_MS));
    tx.insert(chatMessages)
      .values([
        {
          id: newId(),
          chatId,
          senderId: null,
          content: 'Welcome to the Innkeep public chat!',
          messageType: 'system' as const,
          createdAt: isoAgo(now, 0, 58 / 60),
        },
        ...CHAT.map((m) => ({
          id: newId(),
          chatId,
          senderId: userId[m.from],
          content: m.content,
          messageType: 'normal' as const,
          createdAt: isoAgo(now, 0, m.minutes / 60),
        })),
      ])
      .run();
  });

  return DEMO_ACCOUNTS;
}
