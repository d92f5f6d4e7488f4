// The words the admin screens show for the API's values: marked for the catalogues with m(), translated where shown
// with t(label). The values themselves stay English in the data.
import { m, type BookingStatus, type FoodCategory, type FoodOrderStatus, type Role, type RoomStatus } from '@innkeep/api-contract';

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
