import { DEFAULT_HOTEL_INFO } from '@innkeep/api-contract';

/**
 * Who may call what: every tRPC procedure and every REST path, as data. authorization.test.ts walks
 * the real router and the real Fastify routes against it (a procedure or path missing here fails),
 * and renders it to docs/authorization.md.
 */

export const CALLERS = ['visitor', 'customer', 'pendingStaff', 'staff', 'admin'] as const;
export type CallerKind = (typeof CALLERS)[number];
export const CALLER_LABELS: Record<CallerKind, string> = {
  visitor: 'Visitor',
  customer: 'Customer',
  pendingStaff: 'Unapproved staff',
  staff: 'Staff',
  admin: 'Admin',
};

const EVERYONE: readonly CallerKind[] = CALLERS;
const SIGNED_IN: readonly CallerKind[] = ['customer', 'pendingStaff', 'staff', 'admin'];
const CUSTOMER: readonly CallerKind[] = ['customer'];
const STAFF: readonly CallerKind[] = ['staff'];
const ADMIN: readonly CallerKind[] = ['admin'];
/** The front desk: approved staff and administrators. */
const DESK: readonly CallerKind[] = ['staff', 'admin'];
/** A guest (their own records only) and the front desk. */
const SIGNED_IN_DESK: readonly CallerKind[] = ['customer', 'staff', 'admin'];

/** Records of the seeded test database that samples point at. */
export interface Fixtures {
  chatId: string;
  roomId: string;
  foodId: string;
  /** The password of every account the walk signs in with. */
  password: string;
  /** A fresh suffix, for samples that must not collide (emails, room numbers). */
  unique: () => string;
}

/** An id that exists nowhere: the call reaches the service and gets 404, or the role check first. */
export const MISSING = 'no-such-record';

/** A customer's own records: another customer naming one gets 404, exactly as for a missing one. */
export type Owned = 'booking' | 'foodOrder' | 'complaint' | 'notification';

export interface ProcedureRule {
  allow: readonly CallerKind[];
  /** A valid input (it must pass the procedure's schema), so a refusal can only be authorization. */
  input?: (fx: Fixtures) => unknown;
  /** The id in the input names a record of the calling customer. */
  owns?: Owned;
  /** Why an id-taking procedure open to customers is not per-customer. */
  sharedId?: string;
  /** The call ends or replaces the caller's sessions, so it runs on a throwaway account. */
  throwaway?: true;
  /**
   * Why every valid call would destroy the walk's own data: the sample then fails the input schema
   * instead, and its 400 still proves authorization, which tRPC checks before the input.
   */
  refusedSample?: string;
}

const room = (fx: Fixtures) => ({
  name: 'Walk room',
  type: 'single',
  description: 'Created by the authorization walk.',
  price: 80,
  capacity: 1,
  floor: 1,
  roomNumber: `W${fx.unique()}`,
});
const dish = { name: 'Walk soup', description: 'Made by the authorization walk.', price: 5, category: 'lunch', preparationTime: 10 };
const missingId = () => ({ id: MISSING });
const nextYear = new Date().getUTCFullYear() + 1;

export const PROCEDURES: Record<string, ProcedureRule> = {
  'auth.register': {
    allow: EVERYONE,
    input: (fx) => {
      const email = `walk-${fx.unique()}@example.test`;
      return { name: 'Walker', email, phone: '555', role: 'customer', password: 'Quiet-Room-7', confirmPassword: 'Quiet-Room-7' };
    },
  },
  'auth.login': { allow: EVERYONE, input: () => ({ email: 'guest@innkeep.test', password: 'Guest#2026' }) },
  'auth.me': { allow: SIGNED_IN },
  'auth.logout': { allow: SIGNED_IN, throwaway: true },
  'auth.updateProfile': {
    allow: SIGNED_IN,
    // A new address with the password: mailed a link to confirm, the account unchanged.
    input: (fx) => ({ name: 'Walker', email: `walk-${fx.unique()}@example.test`, phone: '555', currentPassword: fx.password }),
  },
  'auth.setLanguage': { allow: SIGNED_IN, input: () => ({ language: 'en' }) },
  'auth.changePassword': {
    allow: SIGNED_IN,
    throwaway: true,
    input: (fx) => ({ currentPassword: fx.password, newPassword: 'N3w-secret' }),
  },
  // A real ticket or code needs an account with two-step sign-in; a malformed one shows the gate.
  'auth.loginTwoFactor': { allow: EVERYONE, input: () => ({ ticket: '', code: '' }), refusedSample: 'a ticket needs a real first step' },
  'auth.twoFactor.status': { allow: SIGNED_IN },
  'auth.twoFactor.setup': { allow: SIGNED_IN },
  'auth.twoFactor.enable': { allow: SIGNED_IN, input: () => ({ code: '' }), refusedSample: 'a code needs the authenticator' },
  'auth.twoFactor.disable': {
    allow: SIGNED_IN,
    input: () => ({ password: '', code: '' }),
    refusedSample: 'turning it off needs it on and a code',
  },
  'health.check': { allow: EVERYONE },
  'settings.hotel': { allow: EVERYONE },
  'settings.demoAccounts': { allow: EVERYONE },

  // Visitors browse rooms (README: Routes); nothing here carries guest data.
  'rooms.list': { allow: EVERYONE, input: () => ({}) },
  'rooms.byId': { allow: EVERYONE, input: (fx) => ({ id: fx.roomId }), sharedId: 'rooms are the hotel’s, not a guest’s' },
  'rooms.bookedNights': { allow: EVERYONE, input: (fx) => ({ id: fx.roomId }), sharedId: 'booked nights carry no guest data' },
  'rooms.quote': {
    allow: EVERYONE,
    input: (fx) => ({ roomId: fx.roomId, checkIn: `${nextYear}-03-01`, checkOut: `${nextYear}-03-03`, guests: 1 }),
    sharedId: 'a price is the hotel’s, not a guest’s',
  },

  'bookings.create': {
    allow: CUSTOMER,
    input: () => ({ roomId: MISSING, checkIn: `${nextYear}-03-01`, checkOut: `${nextYear}-03-02`, guests: 1 }),
    sharedId: 'the room id names the room to book',
  },
  'bookings.mine': { allow: CUSTOMER },
  'bookings.cancel': { allow: CUSTOMER, input: missingId, owns: 'booking' },
  'customer.dashboard': { allow: CUSTOMER },
  'customer.exportData': { allow: CUSTOMER },
  'customer.deleteRequest': { allow: CUSTOMER },

  'notifications.mine': { allow: SIGNED_IN },
  'notifications.markRead': { allow: SIGNED_IN, input: missingId, owns: 'notification' },
  'notifications.markAllRead': { allow: SIGNED_IN },
  'notifications.remove': { allow: SIGNED_IN, input: missingId, owns: 'notification' },
  'notifications.send': { allow: ADMIN, input: () => ({ recipient: MISSING, title: 'Walk', message: 'Hello' }) },
  'notifications.onNotification': { allow: SIGNED_IN, input: () => ({}), sharedId: 'a cursor into the caller’s own feed' },

  'chat.publicChat': { allow: SIGNED_IN },
  'chat.messages': { allow: SIGNED_IN, input: (fx) => ({ chatId: fx.chatId }), sharedId: 'the one public chat room' },
  'chat.heartbeat': { allow: SIGNED_IN, input: (fx) => ({ chatId: fx.chatId }), sharedId: 'the one public chat room' },
  'chat.send': {
    allow: SIGNED_IN,
    input: (fx) => ({ chatId: fx.chatId, content: 'Hello from the authorization walk' }),
    sharedId: 'the one public chat room',
  },
  // The admin check is in the service (its own message), after the role-free middleware.
  'chat.clear': { allow: ADMIN, input: (fx) => ({ chatId: fx.chatId }), sharedId: 'the one public chat room' },
  'chat.onEvent': { allow: SIGNED_IN, input: (fx) => ({ chatId: fx.chatId }), sharedId: 'the one public chat room' },

  'complaints.mine': { allow: CUSTOMER },
  // The cursor is one of the caller's complaints; another guest's is refused like a missing one (complaints.test.ts).
  'complaints.minePage': { allow: CUSTOMER, input: () => ({}) },
  'complaints.byId': { allow: CUSTOMER, input: missingId, owns: 'complaint' },
  'complaints.create': { allow: CUSTOMER, input: () => ({ title: 'Walk', description: 'Filed by the authorization walk.' }) },
  'complaints.adminList': { allow: ADMIN, input: () => ({}) },
  'complaints.exportCsv': { allow: ADMIN, input: () => ({}) },
  'complaints.downloadCsv': { allow: ADMIN, input: () => ({}) },
  'complaints.respond': { allow: ADMIN, input: () => ({ id: MISSING, response: 'Thank you' }) },
  'complaints.updateStatus': { allow: ADMIN, input: () => ({ id: MISSING, status: 'closed' }) },
  'complaints.remove': { allow: ADMIN, input: missingId },
  'complaints.staffRespond': { allow: STAFF, input: () => ({ id: MISSING, response: 'Thank you' }) },

  'food.menu': { allow: EVERYONE },
  'food.createOrder': {
    allow: CUSTOMER,
    input: (fx) => ({ items: [{ foodId: fx.foodId, quantity: 1 }], deliveryLocation: 'Room 101' }),
  },
  'food.chargeToRoom': {
    allow: CUSTOMER,
    input: (fx) => ({ items: [{ foodId: fx.foodId, quantity: 1 }], deliveryLocation: 'Room 101' }),
  },
  'food.paymentStatus': { allow: CUSTOMER, input: () => ({ orderId: MISSING }), owns: 'foodOrder' },
  'food.renewPayment': { allow: CUSTOMER, input: () => ({ orderId: MISSING }), owns: 'foodOrder' },
  // The token in the QR link is the authorization: the phone that scans it may not be signed in.
  'food.paymentLink': {
    allow: EVERYONE,
    input: () => ({ orderId: MISSING, token: 'not-the-token' }),
    sharedId: 'the payment link’s token is the authorization',
  },
  'food.pay': {
    allow: EVERYONE,
    input: () => ({ orderId: MISSING, token: 'not-the-token' }),
    sharedId: 'the payment link’s token is the authorization',
  },

  'staff.dashboard': { allow: STAFF },
  'staff.updateBookingStatus': { allow: STAFF, input: () => ({ id: MISSING, status: 'confirmed' }) },
  'staff.updateFoodOrderStatus': { allow: STAFF, input: () => ({ id: MISSING, status: 'preparing' }) },
  'staff.acceptPayOnDelivery': { allow: STAFF, input: () => ({ id: MISSING, method: 'cash' }) },
  'staff.chargeOrderToRoom': { allow: STAFF, input: () => ({ id: MISSING }) },
  'staff.updateRoomStatus': { allow: STAFF, input: () => ({ id: MISSING, status: 'available' }) },
  'staff.onBoard': { allow: STAFF, input: () => ({}) },
  'staff.cashReport': { allow: STAFF, input: () => ({}) },

  // Every signed-in user; what a customer hears is filtered to their own data (live.test.ts).
  'live.onChange': { allow: SIGNED_IN },
  'desk.calendar': { allow: DESK, input: () => ({ from: `${nextYear}-01-01` }) },
  'desk.day': { allow: DESK, input: () => ({}) },
  'desk.booking': { allow: DESK, input: missingId },
  'desk.searchGuests': { allow: DESK, input: () => ({ q: 'guest' }) },
  'desk.createBooking': {
    allow: DESK,
    input: (fx) => ({
      roomId: fx.roomId,
      checkIn: `${nextYear}-03-01`,
      checkOut: `${nextYear}-03-02`,
      guests: 1,
      guest: { kind: 'existing', customerId: MISSING },
    }),
  },
  'desk.changeBooking': {
    allow: DESK,
    input: (fx) => ({ id: MISSING, roomId: fx.roomId, checkIn: `${nextYear}-03-01`, checkOut: `${nextYear}-03-02`, guests: 1 }),
  },
  'desk.previewChange': {
    allow: DESK,
    input: (fx) => ({ id: MISSING, roomId: fx.roomId, checkIn: `${nextYear}-03-01`, checkOut: `${nextYear}-03-02`, guests: 1 }),
  },
  'desk.noShow': { allow: DESK, input: missingId },
  'desk.assignBeds': { allow: DESK, input: () => ({ id: MISSING, bedIds: [MISSING] }) },
  'desk.feeds.list': { allow: DESK },
  'desk.feeds.create': { allow: DESK, input: () => ({ name: 'Airbnb', url: 'https://example.com/feed.ics', roomId: MISSING }) },
  'desk.feeds.update': { allow: DESK, input: () => ({ id: MISSING, active: false }) },
  'desk.feeds.remove': { allow: DESK, input: missingId },
  'desk.feeds.sync': { allow: DESK, input: missingId },
  'desk.feeds.dismissConflict': { allow: DESK, input: missingId },
  'desk.feeds.convertStay': { allow: DESK, input: () => ({ id: MISSING, guest: { kind: 'walk-in', name: 'Ana Channel' }, guests: 1 }) },
  'staff.markBedMade': { allow: STAFF, input: () => ({ roomId: MISSING, bedId: MISSING }) },
  'desk.onChange': { allow: DESK, input: () => ({}) },
  'desk.cancelBooking': { allow: DESK, input: missingId },
  'desk.exportBookings': { allow: DESK, input: () => ({}) },
  'desk.downloadBookings': { allow: DESK, input: () => ({}) },
  'desk.roomFeedLink': { allow: DESK, input: missingId },
  // Calendar apps send no Authorization header: the token in the feed's link is the authorization.
  'desk.roomFeed': {
    allow: EVERYONE,
    input: () => ({ id: MISSING, token: 'not-the-token' }),
    sharedId: 'the feed link’s token is the authorization',
  },

  'admin.dashboard': { allow: ADMIN },
  'admin.users.list': { allow: ADMIN, input: () => ({}) },
  'admin.users.setApproval': { allow: ADMIN, input: () => ({ id: MISSING, isApproved: true }) },
  'admin.users.setRole': { allow: ADMIN, input: () => ({ id: MISSING, role: 'staff' }) },
  'admin.users.remove': { allow: ADMIN, input: missingId },
  'admin.users.resetTwoFactor': { allow: ADMIN, input: missingId },
  'admin.users.erase': { allow: ADMIN, input: missingId },
  'admin.rooms.list': { allow: ADMIN, input: () => ({}) },
  'admin.rates.calendar': { allow: ADMIN, input: () => ({ from: `${nextYear}-03-01`, to: `${nextYear}-03-07` }) },
  'admin.rates.update': {
    allow: ADMIN,
    input: () => ({ roomIds: [MISSING], from: `${nextYear}-03-01`, to: `${nextYear}-03-07`, price: 99 }),
  },
  'admin.rooms.create': { allow: ADMIN, input: room },
  'admin.rooms.update': { allow: ADMIN, input: (fx) => ({ ...room(fx), id: MISSING }) },
  'admin.rooms.remove': { allow: ADMIN, input: missingId },
  'admin.rooms.beds.create': { allow: ADMIN, input: () => ({ roomId: MISSING, label: 'Bed 9' }) },
  'admin.rooms.beds.update': { allow: ADMIN, input: () => ({ roomId: MISSING, bedId: MISSING, outOfOrder: true }) },
  'admin.rooms.beds.remove': { allow: ADMIN, input: () => ({ roomId: MISSING, bedId: MISSING }) },
  'admin.bookings.list': { allow: ADMIN, input: () => ({}) },
  'admin.bookings.updateStatus': { allow: ADMIN, input: () => ({ id: MISSING, status: 'confirmed' }) },
  'admin.food.list': { allow: ADMIN, input: () => ({}) },
  'admin.food.create': { allow: ADMIN, input: () => dish },
  'admin.food.update': { allow: ADMIN, input: () => ({ ...dish, id: MISSING }) },
  'admin.food.setAvailability': { allow: ADMIN, input: () => ({ id: MISSING, isAvailable: true }) },
  'admin.food.remove': { allow: ADMIN, input: missingId },
  'admin.orders.list': { allow: ADMIN, input: () => ({}) },
  'admin.orders.updateStatus': { allow: ADMIN, input: () => ({ id: MISSING, status: 'ready' }) },
  'admin.notifications.list': { allow: ADMIN, input: () => ({}) },
  'admin.notifications.broadcast': { allow: ADMIN, input: () => ({ audience: 'staff', title: 'Walk', message: 'Hello' }) },
  'admin.notifications.audienceCount': { allow: ADMIN, input: () => ({ audience: 'in-house' }) },
  'admin.payments.history': { allow: ADMIN, input: () => ({}) },
  'folio.get': { allow: SIGNED_IN_DESK, input: missingId, owns: 'booking' },
  'folio.recordPayment': { allow: DESK, input: () => ({ bookingId: MISSING, method: 'cash', amount: 10 }) },
  'folio.refund': { allow: DESK, input: () => ({ bookingId: MISSING, method: 'cash', amount: 10, reason: 'Walk' }) },
  'folio.createPayLink': { allow: SIGNED_IN_DESK, input: missingId, owns: 'booking' },
  'folio.chargeOrder': { allow: DESK, input: missingId },
  // As for food orders: the token in the stay's QR link is the authorization.
  'folio.payLink': {
    allow: EVERYONE,
    input: () => ({ bookingId: MISSING, token: 'not-the-token' }),
    sharedId: 'the payment link’s token is the authorization',
  },
  'folio.pay': {
    allow: EVERYONE,
    input: () => ({ bookingId: MISSING, token: 'not-the-token' }),
    sharedId: 'the payment link’s token is the authorization',
  },
  'invoices.forBooking': { allow: SIGNED_IN_DESK, input: missingId, owns: 'booking' },
  'invoices.forOrder': { allow: SIGNED_IN_DESK, input: missingId, owns: 'foodOrder' },
  'admin.payments.exportCsv': { allow: ADMIN, input: () => ({}) },
  'admin.payments.downloadCsv': { allow: ADMIN, input: () => ({}) },
  'admin.payments.downloadJson': { allow: ADMIN, input: () => ({}) },
  'admin.analytics': { allow: ADMIN, input: () => ({ period: 30 }) },
  'admin.reports.cash': { allow: ADMIN, input: () => ({}) },
  'admin.settings.hotel': { allow: ADMIN },
  'admin.settings.updateHotel': { allow: ADMIN, input: () => DEFAULT_HOTEL_INFO },
  'admin.settings.backupLink': { allow: ADMIN },
  // A stream: over tRPC an administrator gets 405 naming the REST path, everyone else the usual refusal.
  'admin.settings.backup': { allow: ADMIN, input: () => ({}) },
  'admin.settings.twoFactor': { allow: ADMIN },
  // Off: turned on, it would hold back every later staff and admin cell of the walk.
  'admin.settings.saveTwoFactor': { allow: ADMIN, input: () => ({ requiredForStaff: false }) },
  'admin.settings.clearChat': { allow: ADMIN },
  'admin.settings.signOutOthers': { allow: ADMIN, throwaway: true },
  'admin.settings.demoStatus': { allow: ADMIN },
  'admin.settings.removeDemoData': {
    allow: ADMIN,
    input: () => ({ confirmation: 'not confirmed' }),
    refusedSample: 'a confirmed call empties the hotel the walk runs in',
  },
  'admin.settings.backups': { allow: ADMIN },
  'admin.settings.backUpNow': { allow: ADMIN },
  'admin.feedLinks.list': { allow: ADMIN, input: () => ({}) },
  'admin.feedLinks.revoke': { allow: ADMIN, input: missingId },
  'admin.audit.list': { allow: ADMIN, input: () => ({}) },

  // Account recovery is for whoever forgot a password, signed in or not; the outbox is the admins'.
  'recovery.forgotPassword': { allow: EVERYONE, input: (fx) => ({ email: `walk-${fx.unique()}@example.test` }) },
  'recovery.resetPassword': {
    allow: EVERYONE,
    input: () => ({ token: '', password: 'N3w-secret' }),
    refusedSample: 'a valid call needs the token only a mailed link carries; any other is refused (400) as the empty one is',
  },
  'recovery.confirmEmail': {
    allow: EVERYONE,
    input: () => ({ token: '' }),
    refusedSample:
      'a valid call needs the token only a link mailed to the new address carries; any other is refused (400) as the empty one is',
  },
  'mail.list': { allow: ADMIN, input: () => ({}) },
  'mail.get': { allow: ADMIN, input: missingId },
  'mail.resend': { allow: ADMIN, input: missingId },
  'mail.test': { allow: ADMIN },
  'mail.settings': { allow: ADMIN },
  'mail.saveSettings': { allow: ADMIN, input: () => ({ preArrivalDays: 3, registrationKeepDays: 90, openings: {} }) },
  'registration.get': { allow: SIGNED_IN_DESK, input: missingId, owns: 'booking' },
  'registration.exportCsv': { allow: ADMIN, input: () => ({ from: '2030-01-01', to: '2030-01-31' }) },
  'registration.downloadCsv': { allow: ADMIN, input: () => ({ from: '2030-01-01', to: '2030-01-31' }) },
  'registration.save': {
    allow: SIGNED_IN_DESK,
    owns: 'booking',
    input: () => ({
      id: MISSING,
      guests: [
        { fullName: 'Walk Guest', nationality: 'Portuguese', dateOfBirth: '1990-01-01', documentType: 'passport', documentNumber: 'P123' },
      ],
    }),
  },
};

export interface RestRule {
  /** The procedure the path runs, whose sample input fills the path, query or body. */
  procedure: string;
  /** Only where the path is narrower than its procedure (role paths such as /api/customer/profile). */
  allow?: readonly CallerKind[];
  /** The procedure the path runs instead when the request sends `Accept: text/csv` (a streamed export). */
  csv?: string;
}

const roleProfilePaths = Object.fromEntries(
  (['customer', 'staff', 'admin'] as const).flatMap((role) => {
    // The role path checks the role only, so unapproved staff may edit their profile on /api/staff.
    const allow: readonly CallerKind[] = role === 'staff' ? ['pendingStaff', 'staff'] : [role];
    return [
      [`PUT /api/${role}/profile`, { procedure: 'auth.updateProfile', allow }],
      [`PUT /api/${role}/change-password`, { procedure: 'auth.changePassword', allow }],
    ];
  }),
) as Record<string, RestRule>;

export const REST: Record<string, RestRule> = {
  'GET /api/health': { procedure: 'health.check' },
  'GET /api/settings/hotel': { procedure: 'settings.hotel' },

  'POST /api/auth/register': { procedure: 'auth.register' },
  'POST /api/auth/login': { procedure: 'auth.login' },
  'POST /api/auth/login/two-factor': { procedure: 'auth.loginTwoFactor' },
  'POST /api/auth/two-factor/setup': { procedure: 'auth.twoFactor.setup' },
  'POST /api/auth/two-factor/enable': { procedure: 'auth.twoFactor.enable' },
  'POST /api/auth/two-factor/disable': { procedure: 'auth.twoFactor.disable' },
  'GET /api/auth/me': { procedure: 'auth.me' },
  'POST /api/auth/logout': { procedure: 'auth.logout' },
  'PUT /api/auth/profile': { procedure: 'auth.updateProfile' },
  'PUT /api/auth/change-password': { procedure: 'auth.changePassword' },
  'PUT /api/auth/language': { procedure: 'auth.setLanguage' },
  ...roleProfilePaths,

  'GET /api/notifications/my-notifications': { procedure: 'notifications.mine' },
  'PUT /api/notifications/mark-all-read': { procedure: 'notifications.markAllRead' },
  'PUT /api/notifications/:id/read': { procedure: 'notifications.markRead' },
  'DELETE /api/notifications/:id': { procedure: 'notifications.remove' },
  'POST /api/admin/notifications': { procedure: 'notifications.send' },

  'GET /api/chat/public-chat': { procedure: 'chat.publicChat' },
  'GET /api/chat/:chatId/messages': { procedure: 'chat.messages' },
  'POST /api/chat/:chatId/heartbeat': { procedure: 'chat.heartbeat' },
  'POST /api/chat/:chatId/messages': { procedure: 'chat.send' },
  'POST /api/chat/:chatId/clear': { procedure: 'chat.clear' },

  'GET /api/rooms': { procedure: 'rooms.list' },
  'GET /api/rooms/:id': { procedure: 'rooms.byId' },
  'GET /api/rooms/:id/booked-nights': { procedure: 'rooms.bookedNights' },
  'GET /api/rooms/:id/quote': { procedure: 'rooms.quote' },

  'POST /api/bookings': { procedure: 'bookings.create' },
  'GET /api/bookings/my-bookings': { procedure: 'bookings.mine' },
  'PUT /api/bookings/:id/cancel': { procedure: 'bookings.cancel' },
  'GET /api/customer/dashboard': { procedure: 'customer.dashboard' },
  'GET /api/customer/export': { procedure: 'customer.exportData' },
  'POST /api/customer/delete-request': { procedure: 'customer.deleteRequest' },

  'GET /api/complaints/my-complaints': { procedure: 'complaints.mine' },
  'GET /api/complaints/:id': { procedure: 'complaints.byId' },
  'POST /api/complaints': { procedure: 'complaints.create' },
  'GET /api/admin/complaints': { procedure: 'complaints.adminList' },
  'GET /api/admin/complaints/export': { procedure: 'complaints.exportCsv', csv: 'complaints.downloadCsv' },
  'PUT /api/admin/complaints/:id/respond': { procedure: 'complaints.respond' },
  'PUT /api/admin/complaints/:id/status': { procedure: 'complaints.updateStatus' },
  'DELETE /api/admin/complaints/:id': { procedure: 'complaints.remove' },
  'PUT /api/staff/complaints/:id/respond': { procedure: 'complaints.staffRespond' },

  'GET /api/food': { procedure: 'food.menu' },
  'POST /api/food/orders': { procedure: 'food.createOrder' },
  'POST /api/food/orders/charge-to-room': { procedure: 'food.chargeToRoom' },
  'GET /api/food/orders/:id/invoice': { procedure: 'invoices.forOrder' },
  'GET /api/bookings/:id/folio': { procedure: 'folio.get' },
  'POST /api/bookings/:id/payments': { procedure: 'folio.recordPayment' },
  'POST /api/bookings/:id/refunds': { procedure: 'folio.refund' },
  'POST /api/bookings/:id/pay-link': { procedure: 'folio.createPayLink' },
  'GET /api/bookings/:id/payment': { procedure: 'folio.payLink' },
  'POST /api/bookings/:id/pay': { procedure: 'folio.pay' },
  'POST /api/desk/bookings/:id/cancel': { procedure: 'desk.cancelBooking' },
  'PUT /api/desk/bookings/:id/beds': { procedure: 'desk.assignBeds' },
  'GET /api/desk/feeds': { procedure: 'desk.feeds.list' },
  'POST /api/desk/feeds': { procedure: 'desk.feeds.create' },
  'PUT /api/desk/feeds/:id': { procedure: 'desk.feeds.update' },
  'DELETE /api/desk/feeds/:id': { procedure: 'desk.feeds.remove' },
  'POST /api/desk/feeds/:id/sync': { procedure: 'desk.feeds.sync' },
  'POST /api/desk/external-stays/:id/dismiss-conflict': { procedure: 'desk.feeds.dismissConflict' },
  'POST /api/desk/external-stays/:id/convert': { procedure: 'desk.feeds.convertStay' },
  'GET /api/desk/bookings/export': { procedure: 'desk.exportBookings', csv: 'desk.downloadBookings' },
  'GET /api/desk/rooms/:id/calendar-link': { procedure: 'desk.roomFeedLink' },
  'GET /api/desk/rooms/:id/calendar.ics': { procedure: 'desk.roomFeed' },
  'GET /api/bookings/:id/invoice': { procedure: 'invoices.forBooking' },
  'GET /api/food/orders/:id/payment-status': { procedure: 'food.paymentStatus' },
  'POST /api/food/orders/:id/renew-payment': { procedure: 'food.renewPayment' },
  'GET /api/food/orders/:id/payment': { procedure: 'food.paymentLink' },
  'POST /api/food/orders/:id/pay': { procedure: 'food.pay' },

  'GET /api/staff/dashboard': { procedure: 'staff.dashboard' },
  'GET /api/staff/reports/cash': { procedure: 'staff.cashReport' },
  'PUT /api/staff/bookings/:id/status': { procedure: 'staff.updateBookingStatus' },
  'PUT /api/staff/food-orders/:id/status': { procedure: 'staff.updateFoodOrderStatus' },
  'PUT /api/staff/food-orders/:id/pay-on-delivery': { procedure: 'staff.acceptPayOnDelivery' },
  'PUT /api/staff/food-orders/:id/charge-to-room': { procedure: 'staff.chargeOrderToRoom' },
  'PUT /api/staff/rooms/:id/status': { procedure: 'staff.updateRoomStatus' },
  'PUT /api/staff/rooms/:id/beds/:bedId/made': { procedure: 'staff.markBedMade' },

  'GET /api/admin/dashboard': { procedure: 'admin.dashboard' },
  'GET /api/admin/users': { procedure: 'admin.users.list' },
  'PUT /api/admin/users/:id/approval': { procedure: 'admin.users.setApproval' },
  'PUT /api/admin/users/:id/role': { procedure: 'admin.users.setRole' },
  'DELETE /api/admin/users/:id': { procedure: 'admin.users.remove' },
  'POST /api/admin/users/:id/two-factor/reset': { procedure: 'admin.users.resetTwoFactor' },
  'POST /api/admin/users/:id/erase': { procedure: 'admin.users.erase' },
  'GET /api/admin/rooms': { procedure: 'admin.rooms.list' },
  'GET /api/admin/rates': { procedure: 'admin.rates.calendar' },
  'PUT /api/admin/rates': { procedure: 'admin.rates.update' },
  'POST /api/admin/rooms': { procedure: 'admin.rooms.create' },
  'PUT /api/admin/rooms/:id': { procedure: 'admin.rooms.update' },
  'DELETE /api/admin/rooms/:id': { procedure: 'admin.rooms.remove' },
  'POST /api/admin/rooms/:id/beds': { procedure: 'admin.rooms.beds.create' },
  'PUT /api/admin/rooms/:id/beds/:bedId': { procedure: 'admin.rooms.beds.update' },
  'DELETE /api/admin/rooms/:id/beds/:bedId': { procedure: 'admin.rooms.beds.remove' },
  'GET /api/admin/bookings': { procedure: 'admin.bookings.list' },
  'PUT /api/admin/bookings/:id/status': { procedure: 'admin.bookings.updateStatus' },
  'GET /api/admin/food': { procedure: 'admin.food.list' },
  'POST /api/admin/food': { procedure: 'admin.food.create' },
  'PUT /api/admin/food/:id': { procedure: 'admin.food.update' },
  'PUT /api/admin/food/:id/availability': { procedure: 'admin.food.setAvailability' },
  'DELETE /api/admin/food/:id': { procedure: 'admin.food.remove' },
  'GET /api/admin/food-orders': { procedure: 'admin.orders.list' },
  'PUT /api/admin/food-orders/:id/status': { procedure: 'admin.orders.updateStatus' },
  'GET /api/admin/notifications': { procedure: 'admin.notifications.list' },
  'POST /api/admin/notifications/broadcast': { procedure: 'admin.notifications.broadcast' },
  'GET /api/admin/notifications/audience': { procedure: 'admin.notifications.audienceCount' },
  'GET /api/admin/payment-history': { procedure: 'admin.payments.history' },
  'GET /api/admin/payment-history/export': { procedure: 'admin.payments.downloadJson', csv: 'admin.payments.downloadCsv' },
  'GET /api/admin/analytics': { procedure: 'admin.analytics' },
  'GET /api/admin/reports/cash': { procedure: 'admin.reports.cash' },
  'GET /api/admin/settings': { procedure: 'admin.settings.hotel' },
  'PUT /api/admin/settings': { procedure: 'admin.settings.updateHotel' },
  // An administrator's Bearer token, or a `?ticket=` from admin.settings.backupLink.
  'GET /api/admin/settings/backup': { procedure: 'admin.settings.backup', allow: ADMIN },
  'GET /api/admin/settings/two-factor': { procedure: 'admin.settings.twoFactor' },
  'PUT /api/admin/settings/two-factor': { procedure: 'admin.settings.saveTwoFactor' },
  'POST /api/admin/settings/clear-chat': { procedure: 'admin.settings.clearChat' },
  'POST /api/admin/settings/sign-out-others': { procedure: 'admin.settings.signOutOthers' },
  'GET /api/admin/settings/demo-status': { procedure: 'admin.settings.demoStatus' },
  'POST /api/admin/settings/remove-demo-data': { procedure: 'admin.settings.removeDemoData' },
  'GET /api/admin/settings/backups': { procedure: 'admin.settings.backups' },
  'POST /api/admin/settings/backups': { procedure: 'admin.settings.backUpNow' },
  'GET /api/admin/feed-links': { procedure: 'admin.feedLinks.list' },
  'DELETE /api/admin/feed-links/:id': { procedure: 'admin.feedLinks.revoke' },
  'GET /api/admin/audit-log': { procedure: 'admin.audit.list' },

  'POST /api/auth/forgot-password': { procedure: 'recovery.forgotPassword' },
  'POST /api/auth/reset-password': { procedure: 'recovery.resetPassword' },
  'POST /api/auth/confirm-email': { procedure: 'recovery.confirmEmail' },
  'GET /api/admin/mail': { procedure: 'mail.list' },
  'GET /api/admin/mail/:id': { procedure: 'mail.get' },
  'POST /api/admin/mail/:id/resend': { procedure: 'mail.resend' },
  'POST /api/admin/mail/test': { procedure: 'mail.test' },
  'GET /api/admin/mail/settings': { procedure: 'mail.settings' },
  'PUT /api/admin/mail/settings': { procedure: 'mail.saveSettings' },
  'GET /api/bookings/:id/registration': { procedure: 'registration.get' },
  'PUT /api/bookings/:id/registration': { procedure: 'registration.save' },
  'GET /api/admin/registrations/export': { procedure: 'registration.exportCsv', csv: 'registration.downloadCsv' },
};

/** One way of calling a REST path: the path's key, the procedure it runs, and the Accept header that selects it. */
export interface RestCall {
  key: string;
  procedure: string;
  accept?: string;
}

/** Every REST path, and again with `Accept: text/csv` where that runs another procedure. */
export const REST_CALLS: RestCall[] = Object.entries(REST).flatMap(([key, rule]) => [
  { key, procedure: rule.procedure },
  ...(rule.csv ? [{ key, procedure: rule.csv, accept: 'text/csv' }] : []),
]);

/** Who may call a REST path: its own narrowing, else the rule of the procedure it runs. */
export function restAllow(key: string, procedureName = REST[key]?.procedure): readonly CallerKind[] {
  const rule = REST[key];
  if (!rule) throw new Error(`${key} is not in the REST table`);
  if (rule.allow) return rule.allow;
  const procedure = PROCEDURES[procedureName ?? ''];
  if (!procedure) throw new Error(`${key} names unknown procedure ${procedureName}`);
  return procedure.allow;
}

const cells = (allow: readonly CallerKind[]) => CALLERS.map((caller) => (allow.includes(caller) ? 'yes' : '—'));
const row = (values: string[]) => `| ${values.join(' | ')} |`;

/** docs/authorization.md, for people; the test keeps it equal to the table. */
export function renderAuthorizationDoc(procedureTypes: Record<string, string>): string {
  const callerHeads = CALLERS.map((caller) => CALLER_LABELS[caller]);
  const idNote = (rule: ProcedureRule | undefined) =>
    rule?.owns ? `own ${rule.owns} only (others: 404)` : rule?.sharedId ? `shared: ${rule.sharedId}` : '';
  const lines = [
    '# Who may call what',
    '',
    '<!-- Generated from apps/api/test/authorization-table.ts by authorization.test.ts (`npx vitest run apps/api/test/authorization.test.ts -u`). Do not edit by hand. -->',
    '',
    'Every tRPC procedure (HTTP and WebSocket at `/trpc`) and every REST path under `/api`, and which kind of caller gets past authorization. "yes" means the call is not refused with 401/403 (it may still fail for other reasons, such as a missing record); "—" means it is refused. Unapproved staff are accounts with role staff that an administrator has not approved yet. `authorization.test.ts` calls each one as each kind of caller and fails on any difference, or on a procedure or path missing here.',
    '',
    'Ids: "own … only" marks calls that take the id of a customer\'s own record; another customer naming it gets 404, as for a missing record.',
    '',
    '## tRPC procedures',
    '',
    row(['Procedure', 'Type', ...callerHeads, 'Ids']),
    row(['---', '---', ...CALLERS.map(() => ':---:'), '---']),
    ...Object.entries(PROCEDURES).map(([path, rule]) =>
      row([`\`${path}\``, procedureTypes[path] ?? '?', ...cells(rule.allow), idNote(rule)]),
    ),
    '',
    '## REST paths',
    '',
    row(['Path', 'Procedure', ...callerHeads, 'Ids']),
    row(['---', '---', ...CALLERS.map(() => ':---:'), '---']),
    ...REST_CALLS.map(({ key, procedure, accept }) =>
      row([
        `\`${key}\`${accept ? ` (Accept: ${accept})` : ''}`,
        `\`${procedure}\``,
        ...cells(restAllow(key, procedure)),
        idNote(PROCEDURES[procedure]),
      ]),
    ),
    '',
  ];
  return lines.join('\n');
}
