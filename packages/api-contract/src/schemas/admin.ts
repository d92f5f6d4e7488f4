import { z } from 'zod';
import { t } from '../i18n/translate';
import {
  ADMIN_NOTIFICATION_TYPES,
  AMENITIES,
  BOOKING_STATUSES,
  FOOD_CATEGORIES,
  FOOD_ORDER_STATUSES,
  LIMITS,
  PRIORITIES,
  ROLES,
  ROOM_STATUSES,
  ROOM_TYPES,
  SALE_MODES,
  GUEST_POLICIES,
} from '../constants';
import { isWholeCents } from '../money';
import { formNumber, idField, pagingFields, requiredText } from './common';
import { cancelAndCheckOutOptions, dateRangeFields } from './ledger';
import { sendNotificationInput } from './notifications';

/** Limits of the admin screens that the spec leaves open. */
export const ADMIN_LIMITS = {
  pageSizeMax: 100,
  searchMax: 200,
  maxRoomImages: 8,
  /** Uploaded pictures are stored inline as data: URLs; this keeps one well under the 1 MB request cap. */
  maxImageDataUrlLength: 600_000,
  maxRoomPrice: 100_000,
  maxFoodPrice: 10_000,
  maxCapacity: 50,
  maxFloor: 200,
  maxPreparationMinutes: 600,
  maxIngredients: 30,
  maxAnalyticsDays: 365,
  /** How long the one-off backup download link stays valid. */
  backupLinkSeconds: 60,
} as const;

/** Admin dashboard texts: the spec's toasts and confirmations (02 §5, §8) quoted, plus the server's refusals. */
export const ADMIN_MSG = {
  feedLinkRevoked: 'Calendar link revoked',
  feedLinkNotFound: 'Calendar link not found',
  feedLinkRevokeFailed: 'Failed to revoke the calendar link',
  dashboardLoadFailed: 'Failed to load dashboard data',
  tabLoadFailed: (tab: string) => t('Failed to load {tab} data', { tab }),
  // Users
  userApproved: 'User approved successfully',
  userRejected: 'User rejected successfully',
  approvalFailed: 'Failed to update user approval',
  roleUpdated: 'User role updated successfully',
  roleFailed: 'Failed to update user role',
  userDeleted: 'User deleted successfully',
  userDeleteFailed: 'Failed to delete user',
  confirmDeleteUser: 'Are you sure you want to delete this user?',
  userNotFound: 'User not found',
  onlyStaffApproval: 'Only staff accounts need approval',
  ownRole: 'You cannot change your own role',
  ownAccount: 'You cannot delete your own account',
  userHasRecords: 'This guest has bookings or food orders on record, which the hotel must keep, so the account cannot be deleted.',
  // Rooms
  roomCreated: 'Room created successfully',
  roomCreateFailed: 'Failed to create room',
  roomUpdated: 'Room updated successfully',
  roomUpdateFailed: 'Failed to update room',
  roomDeleted: 'Room deleted successfully',
  roomDeleteFailed: 'Failed to delete room',
  confirmDeleteRoom: 'Are you sure you want to delete this room?',
  roomNotFound: 'Room not found',
  roomNumberTaken: (roomNumber: string) => t('Room number {roomNumber} is already in use', { roomNumber }),
  roomHasUpcoming: 'This room has upcoming bookings and cannot be deleted. Cancel or move those bookings first.',
  roomHasHistory:
    'This room has past bookings on record, which must be kept. Set its status to maintenance to take it out of service instead.',
  // Bookings and orders
  bookingStatusUpdated: 'Booking status updated successfully',
  bookingStatusFailed: 'Failed to update booking status',
  orderStatusUpdated: 'Order status updated successfully',
  orderStatusFailed: 'Failed to update order status',
  // Food menu
  foodCreated: 'Food item created successfully',
  foodCreateFailed: 'Failed to create food item',
  foodUpdated: 'Food item updated successfully',
  foodUpdateFailed: 'Failed to update food item',
  foodDeleted: 'Food item deleted successfully',
  foodDeleteFailed: 'Failed to delete food item',
  confirmDeleteFood: 'Are you sure you want to delete this food item?',
  foodNotFound: 'Food item not found',
  foodAvailable: (name: string) => t('{name} is now available', { name }),
  foodUnavailable: (name: string) => t('{name} is now unavailable', { name }),
  // Notifications
  broadcastSent: (count: number) => t('Notification sent to {count, plural, one {# user} other {# users}}', { count }),
  broadcastEmpty: 'Nobody is in that group yet',
  // Payments
  exportFailed: 'Failed to export payments',
  // Bookings
  bookingsExportFailed: 'Failed to export bookings',
  // Settings
  settingsSaved: 'Settings saved successfully',
  settingsFailed: 'Failed to save settings',
  backupFailed: 'Failed to create backup',
  backupStarted: 'Backup download started',
  backupMade: 'Backup made and checked',
  backupLinkInvalid: 'This backup link has expired. Start the download again from System Settings.',
  backupLinkUsed: 'This backup link has already been used. Start the download again from System Settings.',
  otherSessionsEnded: (count: number) => t('Signed out of {count, plural, one {# other session} other {# other sessions}}', { count }),
  otherSessionsFailed: 'Failed to sign out other sessions',
  confirmSignOutOthers: 'Sign out every other device where this administrator account is signed in?',
  twoStepResetFailed: 'Could not reset two-step sign-in',
  confirmTwoStepReset: (name: string) =>
    t(
      'Turn off two-step sign-in for {name}? They will be signed out everywhere and sign in with their password alone until they set it up again.',
      { name },
    ),
  twoFactorPolicyFailed: 'Could not save the two-step sign-in setting',
} as const;

// ---------------------------------------------------------------------------------------------
// Paging and search, shared by every list tab.

const listFields = {
  search: z.string().trim().max(ADMIN_LIMITS.searchMax, `Search must be at most ${ADMIN_LIMITS.searchMax} characters`).optional(),
  ...pagingFields(ADMIN_LIMITS.pageSizeMax),
};

const oneOf = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `${what} must be one of: ${values.join(', ')}` });

/** 'true' and 'false' from a query string, or a real boolean from tRPC. */
const booleanFilter = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
    error: 'Approval must be true or false',
  })
  .optional();

export const adminUserListInput = z.object({
  ...listFields,
  role: oneOf(ROLES, 'Role').optional(),
  approval: booleanFilter,
});
export type AdminUserListInput = z.input<typeof adminUserListInput>;
export type AdminUserListQuery = z.output<typeof adminUserListInput>;

/** The calendar feed links desk members hold, newest first (Settings). */
export const feedLinkListInput = z.object(pagingFields(ADMIN_LIMITS.pageSizeMax));
export type FeedLinkListInput = z.input<typeof feedLinkListInput>;

/** A calendar feed link as an administrator sees it: whose, which room, and whether it still works. */
export interface FeedLinkView {
  _id: string;
  user: { _id: string; name: string; email: string };
  room: { _id: string; name: string; roomNumber: string };
  /** False for links meant for other systems, whose feed shows "Booked" instead of guests' names. */
  guestNames: boolean;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
  status: 'active' | 'expired' | 'revoked';
}

export const adminRoomListInput = z.object({
  ...listFields,
  type: oneOf(ROOM_TYPES, 'Room type').optional(),
  status: oneOf(ROOM_STATUSES, 'Room status').optional(),
});
export type AdminRoomListInput = z.input<typeof adminRoomListInput>;
export type AdminRoomListQuery = z.output<typeof adminRoomListInput>;

/** Filters of the admin bookings list, shared with the bookings CSV (which has no paging). */
export const bookingFilterInput = z.object({ search: listFields.search, status: oneOf(BOOKING_STATUSES, 'Status').optional() });
export type BookingFilterInput = z.input<typeof bookingFilterInput>;
export type BookingFilter = z.output<typeof bookingFilterInput>;
export const adminBookingListInput = bookingFilterInput.extend(pagingFields(ADMIN_LIMITS.pageSizeMax));
export type AdminBookingListInput = z.input<typeof adminBookingListInput>;
export type AdminBookingListQuery = z.output<typeof adminBookingListInput>;

export const adminFoodListInput = z.object({ ...listFields, category: oneOf(FOOD_CATEGORIES, 'Category').optional() });
export type AdminFoodListInput = z.input<typeof adminFoodListInput>;
export type AdminFoodListQuery = z.output<typeof adminFoodListInput>;

export const adminOrderListInput = z.object({ ...listFields, status: oneOf(FOOD_ORDER_STATUSES, 'Status').optional() });
export type AdminOrderListInput = z.input<typeof adminOrderListInput>;
export type AdminOrderListQuery = z.output<typeof adminOrderListInput>;

export const adminNotificationListInput = z.object({ ...listFields, type: oneOf(ADMIN_NOTIFICATION_TYPES, 'Type').optional() });
export type AdminNotificationListInput = z.input<typeof adminNotificationListInput>;
export type AdminNotificationListQuery = z.output<typeof adminNotificationListInput>;

export const PAYMENT_TYPES = ['booking', 'food'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Filters of the payment history and of its CSV export (which has no paging). */
/** `from`/`to`: hotel days of the money's movement (inclusive), either end open. */
export const paymentFilterInput = z.object({
  search: listFields.search,
  type: oneOf(PAYMENT_TYPES, 'Type').optional(),
  ...dateRangeFields,
});
export type PaymentFilterInput = z.input<typeof paymentFilterInput>;
export type PaymentFilter = z.output<typeof paymentFilterInput>;
export const paymentHistoryInput = paymentFilterInput.extend({ page: listFields.page, limit: listFields.limit });
export type PaymentHistoryInput = z.input<typeof paymentHistoryInput>;
export type PaymentHistoryQuery = z.output<typeof paymentHistoryInput>;

export const analyticsInput = z
  .object({
    period: formNumber(
      z
        .number({ error: 'Period must be a number of days' })
        .int('Period must be a whole number of days')
        .min(1, 'Period must be at least 1 day')
        .max(ADMIN_LIMITS.maxAnalyticsDays, `Period must be at most ${ADMIN_LIMITS.maxAnalyticsDays} days`),
    ).default(LIMITS.analyticsPeriodDays),
    /** A range of hotel days instead of the last `period` days; `to` defaults to today, `from` to the first money movement. */
    ...dateRangeFields,
  })
  .default({ period: LIMITS.analyticsPeriodDays });
export type AnalyticsInput = z.input<typeof analyticsInput>;
export type AnalyticsQuery = z.output<typeof analyticsInput>;

export const auditListInput = z.object({
  ...listFields,
  entity: z.string().trim().max(40, 'Invalid entity').optional(),
});
export type AuditListInput = z.input<typeof auditListInput>;
export type AuditListQuery = z.output<typeof auditListInput>;

/** The backup download: an administrator's session, or the one-minute ticket from `backupLink` (a signed token). */
export const backupInput = z.object({ ticket: z.string().max(2000, 'Invalid backup link').optional() }).default({});

// ---------------------------------------------------------------------------------------------
// Actions

export const userApprovalInput = z.object({
  id: idField,
  isApproved: z.boolean({ error: 'isApproved must be true or false' }),
});
export const userRoleInput = z.object({ id: idField, role: oneOf(ROLES, 'Role') });
/** Cancelling a paid item says what is refunded; checking out with a balance says how it is settled (see ledger.ts). */
export const bookingStatusInput = z.object({ id: idField, status: oneOf(BOOKING_STATUSES, 'Status'), ...cancelAndCheckOutOptions });
export const foodOrderStatusInput = z.object({
  id: idField,
  status: oneOf(FOOD_ORDER_STATUSES, 'Status'),
  refund: cancelAndCheckOutOptions.refund,
});
export const foodAvailabilityInput = z.object({
  id: idField,
  isAvailable: z.boolean({ error: 'isAvailable must be true or false' }),
});

export const moneyAmount = (required: string, max: number) =>
  formNumber(
    z
      .number({ error: required })
      .min(0, 'Price cannot be negative')
      .max(max, `Price must be at most ${max}`)
      .refine(isWholeCents, 'Price can have at most two decimals (steps of 0.01)'),
  );

/** A required whole number, e.g. label 'Capacity': "Please enter the capacity", "Capacity must be a whole number". */
export const wholeNumber = (label: string, min: number, max: number, minMessage: string) =>
  formNumber(
    z
      .number({ error: `Please enter the ${label.toLowerCase()}` })
      .int(`${label} must be a whole number`)
      .min(min, minMessage)
      .max(max, `${label} must be at most ${max}`),
  );

const IMAGE_MSG = 'Images must be web addresses (http:// or https://), site paths like /images/rooms/a.svg, or uploaded pictures';
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+=*$/;

/** A picture the browser can show: a web address, a path on this site, or an uploaded PNG/JPEG/GIF/WebP. */
export function isImageSource(value: string): boolean {
  if (value.startsWith('data:')) return value.length <= ADMIN_LIMITS.maxImageDataUrlLength && DATA_IMAGE.test(value);
  if (value.startsWith('/')) return !value.startsWith('//') && !/\s/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const imageSource = z.string().trim().refine(isImageSource, IMAGE_MSG);

/** The room form (spec 02 §2, §5); the same body creates and, with an id, updates. */
export const roomInput = z.object({
  name: requiredText(100, 'Please enter the room name'),
  type: oneOf(ROOM_TYPES, 'Room type'),
  description: requiredText(2000, 'Please enter a description'),
  price: moneyAmount('Please enter the price per night', ADMIN_LIMITS.maxRoomPrice),
  capacity: wholeNumber('Capacity', 1, ADMIN_LIMITS.maxCapacity, 'Capacity must be at least 1'),
  /** Guests the price covers; left out, the capacity. Each guest beyond it pays `extraPersonPrice` a night. */
  baseOccupancy: wholeNumber('Base occupancy', 1, ADMIN_LIMITS.maxCapacity, 'Base occupancy must be at least 1').optional(),
  extraPersonPrice: moneyAmount('Extra person price must be a number', ADMIN_LIMITS.maxRoomPrice).default(0),
  floor: wholeNumber('Floor', 0, ADMIN_LIMITS.maxFloor, 'Floor cannot be negative'),
  roomNumber: requiredText(20, 'Please enter the room number'),
  amenities: z
    .array(oneOf(AMENITIES, 'Amenity'))
    .default([])
    .transform((list) => [...new Set(list)]),
  status: oneOf(ROOM_STATUSES, 'Room status').default('available'),
  images: z.array(imageSource).max(ADMIN_LIMITS.maxRoomImages, `A room can have at most ${ADMIN_LIMITS.maxRoomImages} images`).default([]),
  /** `bed`: a dormitory; a new one gets `capacity` beds, and from then on its capacity is its usable beds. */
  saleMode: oneOf(SALE_MODES, 'Sale mode').default('room'),
  guestPolicy: oneOf(GUEST_POLICIES, 'Guest policy').default('mixed'),
});
export type RoomInput = z.input<typeof roomInput>;
export type RoomData = z.output<typeof roomInput>;
export const updateRoomInput = roomInput.extend({ id: idField });
export type UpdateRoomData = z.output<typeof updateRoomInput>;

/** The food form (spec 02 §2, §5): image optional, empty meaning the default picture. */
export const foodItemInput = z.object({
  name: requiredText(100, 'Please enter the dish name'),
  description: requiredText(1000, 'Please enter a description'),
  price: moneyAmount('Please enter the price', ADMIN_LIMITS.maxFoodPrice),
  category: oneOf(FOOD_CATEGORIES, 'Category'),
  preparationTime: wholeNumber('Preparation time', 1, ADMIN_LIMITS.maxPreparationMinutes, 'Preparation time must be at least 1 minute'),
  isVegetarian: z.boolean().default(false),
  isAvailable: z.boolean().default(true),
  ingredients: z
    .array(z.string().trim().min(1, 'Ingredients cannot be blank').max(60, 'An ingredient must be at most 60 characters'))
    .max(ADMIN_LIMITS.maxIngredients, `At most ${ADMIN_LIMITS.maxIngredients} ingredients`)
    .default([]),
  image: z
    .union([z.literal(''), z.null(), imageSource])
    .optional()
    .transform((value) => value || null),
});
export type FoodItemInput = z.input<typeof foodItemInput>;
export type FoodItemData = z.output<typeof foodItemInput>;
export const updateFoodItemInput = foodItemInput.extend({ id: idField });
export type UpdateFoodItemData = z.output<typeof updateFoodItemInput>;

export const BROADCAST_AUDIENCES = ['customers', 'staff', 'in-house'] as const;
export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number];
export const BROADCAST_AUDIENCE_LABELS: Record<BroadcastAudience, string> = {
  customers: 'All customers',
  staff: 'All staff',
  'in-house': 'Guests in house now',
};

/** How many accounts a broadcast to the audience would reach now (the send form's preview). */
export const broadcastAudienceInput = z.object({ audience: oneOf(BROADCAST_AUDIENCES, 'Audience') });
export type BroadcastAudienceInput = z.input<typeof broadcastAudienceInput>;

/** Beyond the spec: one notification to every customer, every approved staff member, or the guests in house. */
export const broadcastNotificationInput = z.object({
  audience: oneOf(BROADCAST_AUDIENCES, 'Audience'),
  title: requiredText(120),
  message: requiredText(1000),
  type: z.enum(ADMIN_NOTIFICATION_TYPES).default('info'),
  priority: z.enum(PRIORITIES).default('medium'),
});
export type BroadcastNotificationInput = z.input<typeof broadcastNotificationInput>;
export type BroadcastNotificationData = z.output<typeof broadcastNotificationInput>;

/** The admin's Send Notification form: to one person (`notifications.send`) or to a whole audience (`broadcast`). */
export const notificationFormInput = z.discriminatedUnion('audience', [
  sendNotificationInput.extend({ audience: z.literal('user') }),
  broadcastNotificationInput,
]);
export type NotificationFormInput = z.input<typeof notificationFormInput>;

/** A CSV export: the file name (with the hotel's date), the row count and the text. */
export interface CsvExport {
  filename: string;
  count: number;
  csv: string;
}

// ---------------------------------------------------------------------------------------------
// Key figures of the analytics tab, with the definitions the tab shows.

export const KPI_DEFINITIONS = {
  occupancyRate: 'Room-nights sold ÷ room-nights available in the period, as a percentage.',
  adr: 'Average Daily Rate: room revenue ÷ room-nights sold.',
  revpar: 'Revenue Per Available Room: room revenue ÷ room-nights available (equals ADR × occupancy).',
  roomNights:
    'A room-night is one room for one night. Nights are counted inside the period only, from bookings that are not cancelled; a booking’s nightly rate is its total ÷ its nights.',
  available: 'Room-nights available: rooms in the inventory × nights in the period.',
  revenue:
    'Revenue per day: payments received minus refunds that day (by the hotel’s calendar). Rooms: money on stays’ folios, room service charged to a room included; food: orders paid on their own.',
  bookedValue: 'Booked value: what the bookings made in the period are worth (nights × rate), paid or not, cancelled ones excluded.',
  bedOccupancy:
    'Dormitories are counted in beds: bed-nights sold ÷ bed-nights available (usable beds × nights). A group that takes a whole dormitory takes all its beds. Rooms above count rooms only.',
  bedRate: 'Average bed rate: dormitory revenue ÷ bed-nights sold.',
  bedShare: 'The mix: dormitory beds’ share of the revenue the period’s nights earned.',
} as const;

/** The analytics room-type card: two figures dated differently, so both are labelled. */
export const ANALYTICS_MSG = {
  roomTypesNote:
    'Bookings made in the period, by room type. Booked: what they are worth, dated by the day they were made. Received: money paid on the type’s stays, dated by the day it was paid, whenever they were booked.',
  notReceivedYet: 'Nothing received in this period yet: these stays are paid later (at check-out or by pay link).',
} as const;
