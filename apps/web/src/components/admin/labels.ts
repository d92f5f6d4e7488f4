// The words the admin screens show for the API's values: marked for the catalogues with m(), translated where shown
// with t(label). The values themselves stay English in the data.
import {
  m,
  type Amenity,
  type BookingStatus,
  type FoodCategory,
  type FoodOrderStatus,
  type GuestPolicy,
  type PaymentMethod,
  type Role,
  type RoomStatus,
  type RoomType,
} from '@innkeep/api-contract';

export const ROLE_LABELS: Record<Role, string> = { customer: m('Customer'), staff: m('Staff'), admin: m('Admin') };

export const ROOM_STATUS_LABELS: Record<RoomStatus, string> = {
  available: m('Available'),
  occupied: m('Occupied'),
  cleaning: m('Cleaning'),
  maintenance: m('Maintenance'),
};

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: m('Pending'),
  confirmed: m('Confirmed'),
  'checked-in': m('Checked in'),
  'checked-out': m('Checked out'),
  cancelled: m('Cancelled'),
  'no-show': m('No show'),
};

export const FOOD_ORDER_STATUS_LABELS: Record<FoodOrderStatus, string> = {
  pending: m('Pending'),
  preparing: m('Preparing'),
  ready: m('Ready'),
  delivered: m('Delivered'),
  cancelled: m('Cancelled'),
};

export const FOOD_CATEGORY_LABELS: Record<FoodCategory, string> = {
  breakfast: m('Breakfast'),
  lunch: m('Lunch'),
  dinner: m('Dinner'),
  snacks: m('Snacks'),
  beverages: m('Beverages'),
};

// api-contract's own label maps (ROOM_TYPE_LABELS …) are not marked for the catalogues: their words are marked here.
export const ROOM_TYPE_NAMES: Record<RoomType, string> = {
  single: m('Single Room'),
  double: m('Double Room'),
  suite: m('Suite'),
  shared: m('Shared Room'),
  hostel: m('Hostel Bed'),
};

export const GUEST_POLICY_NAMES: Record<GuestPolicy, string> = {
  mixed: m('Mixed dorm'),
  female: m('Female only'),
  male: m('Male only'),
};

export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = { cash: m('Cash'), card: m('Card'), qr: m('QR link') };

export const AMENITY_NAMES: Record<Amenity, string> = {
  wifi: m('Free WiFi'),
  ac: m('Air conditioning'),
  tv: m('TV'),
  minibar: m('Minibar'),
  balcony: m('Balcony'),
  work_desk: m('Work desk'),
  jacuzzi: m('Jacuzzi'),
  breakfast: m('Breakfast included'),
  parking: m('Free parking'),
};
