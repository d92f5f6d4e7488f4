import { m } from './i18n/translate';

/** Enums, limits and keys from the specification, shared by web, API and tests. */

export const ROLES = ['customer', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** Public registration offers only these. */
export const REGISTER_ROLES = ['customer', 'staff'] as const;

export const ROOM_TYPES = ['single', 'double', 'suite', 'shared', 'hostel'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];
export const ROOM_TYPE_LABELS: Record<RoomType, string> = {
  single: m('Single Room'),
  double: m('Double Room'),
  suite: m('Suite'),
  shared: m('Shared Room'),
  hostel: m('Hostel Bed'),
};

export const ROOM_STATUSES = ['available', 'occupied', 'cleaning', 'maintenance'] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];

/** A room is sold whole, or (a dormitory) by the bed. */
export const SALE_MODES = ['room', 'bed'] as const;
export type SaleMode = (typeof SALE_MODES)[number];
/** Who may sleep in a dormitory. */
export const GUEST_POLICIES = ['mixed', 'female', 'male'] as const;
export type GuestPolicy = (typeof GUEST_POLICIES)[number];
export const GUEST_POLICY_LABELS: Record<GuestPolicy, string> = { mixed: m('Mixed dorm'), female: m('Female only'), male: m('Male only') };
export const ROOM_STATUS_COLORS: Record<RoomStatus, string> = {
  available: 'green',
  occupied: 'red',
  cleaning: 'yellow',
  maintenance: 'orange',
};

export const AMENITIES = ['wifi', 'ac', 'tv', 'minibar', 'balcony', 'work_desk', 'jacuzzi', 'breakfast', 'parking'] as const;
export type Amenity = (typeof AMENITIES)[number];

export const BOOKING_STATUSES = ['pending', 'confirmed', 'checked-in', 'checked-out', 'cancelled', 'no-show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** What a booking's price buys: free cancellation until the deadline, or a discount and no refund. */
export const OFFERS = ['flexible', 'nonrefundable'] as const;
export type Offer = (typeof OFFERS)[number];
export const OFFER_LABELS: Record<Offer, string> = { flexible: m('Flexible'), nonrefundable: m('Non-refundable') };

/** Follows the ledger's balance (see services/money/ledger.ts): partly paid once some but not all of the charge was received. */
export const PAYMENT_STATUSES = ['pending', 'partially-paid', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const FOOD_CATEGORIES = ['breakfast', 'lunch', 'dinner', 'snacks', 'beverages'] as const;
export type FoodCategory = (typeof FOOD_CATEGORIES)[number];

export const FOOD_ORDER_STATUSES = ['pending', 'preparing', 'ready', 'delivered', 'cancelled'] as const;
export type FoodOrderStatus = (typeof FOOD_ORDER_STATUSES)[number];

export const COMPLAINT_CATEGORIES = ['general', 'room', 'service', 'food', 'billing', 'facilities', 'staff', 'other'] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];
export const COMPLAINT_CATEGORY_LABELS: Record<ComplaintCategory, string> = {
  general: 'General',
  room: 'Room Issues',
  service: 'Service',
  food: 'Food & Dining',
  billing: 'Billing',
  facilities: 'Facilities',
  staff: 'Staff Behavior',
  other: 'Other',
};

export const PRIORITIES = ['low', 'medium', 'high'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const COMPLAINT_STATUSES = ['pending', 'in-progress', 'resolved', 'closed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** Types a stored notification may have; 'info' is offered by the admin send form. */
export const NOTIFICATION_TYPES = ['info', 'booking', 'order', 'system', 'alert', 'error'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const ADMIN_NOTIFICATION_TYPES = ['info', 'alert', 'booking', 'order', 'system'] as const;
/** What a notification is about, so tapping it can open that: a booking, a food order or a complaint. */
export const NOTIFICATION_SUBJECTS = ['booking', 'order', 'complaint'] as const;
export type NotificationSubjectType = (typeof NOTIFICATION_SUBJECTS)[number];
export interface NotificationSubject {
  type: NotificationSubjectType;
  id: string;
}
/** Who one stored staff notice reaches: approved staff, or approved staff and administrators. */
export const STAFF_NOTICE_AUDIENCES = ['staff', 'staff_and_admins'] as const;
export type StaffNoticeAudience = (typeof STAFF_NOTICE_AUDIENCES)[number];
/** How the admin notifications tab names a staff notice's recipients. */
export const STAFF_NOTICE_AUDIENCE_NAMES: Record<StaffNoticeAudience, string> = {
  staff: 'All staff',
  staff_and_admins: 'All staff and administrators',
};

export const CHAT_MESSAGE_TYPES = ['normal', 'system'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

export const LIMITS = {
  minPasswordLength: 8,
  maxPasswordLength: 128,
  /** Window of the per-account failed sign-in limit (LOGIN_FAILURE_LIMIT). */
  loginFailureWindowMinutes: 15,
  maxReviewsShown: 6,
  orderNumberLength: 6,
  /** A guest's unpaid orders a folio offers to charge to the room; more would be a kitchen problem, not a folio's. */
  folioUnpaidOrders: 20,
  adminPageSize: 10,
  overviewListSize: 5,
  analyticsPeriodDays: 30,
  chatMaxLength: 500,
  chatWarnLength: 450,
  chatHeartbeatMs: 30_000,
  chatAgeRefreshMs: 60_000,
  chatAutoClearMs: 24 * 60 * 60 * 1000,
  qrExpirySeconds: 300,
  qrProcessingMs: 3000,
  qrCompleteMs: 1000,
  freeCancellationHours: 24,
  maxIngredientsShown: 3,
  carouselIntervalMs: 5000,
  defaultRating: 4.5,
} as const;

export const STORAGE_KEYS = {
  token: 'token',
  cart: 'innkeep-cart',
  theme: 'innkeep-theme',
  /** The admin dashboard's demo-password banner, folded to its title on this device. */
  demoBannerCollapsed: 'innkeep-demo-banner-collapsed',
  /** The language a person chose in the header's menu; mirrored in the `lang` cookie for the server's render. */
  language: 'innkeep-language',
} as const;

/** The cookie that tells the server which language to render a page in (the header's menu sets it). */
export const LANGUAGE_COOKIE = 'lang';

/**
 * The session token, mirrored from storage so the server can render a signed-in guest's page (the booking form).
 * The server reads it only for page HTML: API calls still authenticate with the Authorization header alone.
 */
export const SESSION_COOKIE = 'session';

export const TOAST_MS = {
  default: 4000,
  success: 3000,
  error: 4000,
  highPriorityNotification: 5000,
  maxShown: 20,
} as const;

export const REALTIME = {
  reconnectAttempts: 5,
  reconnectDelayMs: 1000,
  connectTimeoutMs: 10_000,
  /** The server closes a socket that has not presented a valid token by then. */
  authTimeoutMs: 10_000,
  /** Close code for that (4000–4999 are the application's; 408 as in HTTP's Request Timeout). */
  authTimeoutCloseCode: 4408,
  /** How often the server re-checks the sessions behind open subscriptions; ended ones stop within this. */
  sessionWatchMs: 250,
  /** Close code for a socket over MAX_BATCH_CALLS or WS_CALLS_PER_SECOND (429 as in HTTP's Too Many Requests). */
  tooManyCallsCloseCode: 4429,
} as const;

/**
 * Most tRPC calls one request or WebSocket message may carry. Over HTTP, the router's 100-character
 * limit on the path (Fastify's maxParamLength) already holds a batch to about this many.
 */
export const MAX_BATCH_CALLS = 10;

/** Largest HTTP body and WebSocket frame the server reads (1 MiB); larger ones are refused unparsed. */
export const MAX_REQUEST_BYTES = 1_048_576;

/** Browser theme colours: dark grey and white. */
export const THEME_COLORS = { dark: '#1a1b1e', light: '#ffffff' } as const;

export const DEFAULT_ROOM_IMAGE = '/images/rooms/default.svg';
export const DEFAULT_FOOD_IMAGE = '/images/food/default.svg';
