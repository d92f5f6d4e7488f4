/**
 * Every trigger the migrations create, with the code that relies on it. Triggers keep derived rows true
 * whoever writes (the app, a test, the sqlite3 shell); a reader of that code finds them here by name,
 * and `triggers.test.ts` fails when the database and this list disagree.
 */
export const TRIGGERS = {
  // The audit log is append-only (README, "Choices").
  audit_log_no_update: 'audit_log refuses updates: apps/api/src/services/operations/audit.ts',
  audit_log_no_delete: 'audit_log refuses deletes: apps/api/src/services/operations/audit.ts',

  // Full-text indexes (external content) follow their tables: apps/api/src/engine/search.ts reads them.
  users_fts_insert: 'users_fts: engine/search.ts',
  users_fts_update: 'users_fts: engine/search.ts',
  users_fts_delete: 'users_fts: engine/search.ts',
  complaints_fts_insert: 'complaints_fts: engine/search.ts',
  complaints_fts_update: 'complaints_fts: engine/search.ts',
  complaints_fts_delete: 'complaints_fts: engine/search.ts',
  food_orders_fts_insert: 'food_orders_fts: engine/search.ts',
  food_orders_fts_update: 'food_orders_fts: engine/search.ts',
  food_orders_fts_delete: 'food_orders_fts: engine/search.ts',

  // Cache counters (cache_versions) bumped by any write to what a cache holds: apps/api/src/engine/versioned-cache.ts.
  sessions_cache_on_session_update: "the 'sessions' counter: services/people/sessions.ts's session cache",
  sessions_cache_on_session_delete: "the 'sessions' counter: services/people/sessions.ts's session cache",
  sessions_cache_on_user_update: "the 'sessions' counter: services/people/sessions.ts's session cache",
  sessions_cache_on_user_delete: "the 'sessions' counter: services/people/sessions.ts's session cache",
  catalog_cache_on_rooms_insert: "the 'catalog' counter: engine/catalog-cache.ts",
  catalog_cache_on_rooms_update: "the 'catalog' counter: engine/catalog-cache.ts",
  catalog_cache_on_rooms_delete: "the 'catalog' counter: engine/catalog-cache.ts",
  catalog_cache_on_room_reviews_insert: "the 'catalog' counter: engine/catalog-cache.ts",
  catalog_cache_on_room_reviews_update: "the 'catalog' counter: engine/catalog-cache.ts",
  catalog_cache_on_room_reviews_delete: "the 'catalog' counter: engine/catalog-cache.ts",
  catalog_cache_on_food_items_insert: "the 'catalog' counter: engine/catalog-cache.ts",
  catalog_cache_on_food_items_update: "the 'catalog' counter: engine/catalog-cache.ts",
  catalog_cache_on_food_items_delete: "the 'catalog' counter: engine/catalog-cache.ts",
  catalog_cache_on_user_rename: "the 'catalog' counter (reviewer names): engine/catalog-cache.ts",
  catalog_cache_on_user_delete: "the 'catalog' counter (reviewer names): engine/catalog-cache.ts",

  // Running ledger totals: services/money/ledger.ts's ledgerTotalsOf (all-time revenue, the payments list's counts).
  ledger_totals_insert: 'ledger_totals: services/money/ledger.ts',
  ledger_totals_update: 'ledger_totals: services/money/ledger.ts',
  ledger_totals_delete: 'ledger_totals: services/money/ledger.ts',
  // A payment carries its guest's id: services/money/payments.ts searches and sums a guest's ledger on it.
  payments_customer_on_insert: 'payments.customer_id: services/money/payments.ts, services/money/ledger.ts',

  // A booking's short reference ('K7Q-4ZP'), from its rowid: services/stays/bookings.ts shows it, admin-bookings.ts finds it.
  bookings_reference_on_insert: 'bookings.reference: services/stays/bookings.ts, services/stays/admin-bookings.ts',

  // Staff periods (when a user was approved staff or admin): services/messages/notifications.ts's staff notices audience.
  users_staff_period_insert: 'staff_periods: services/messages/notifications.ts',
  users_staff_period_update: 'staff_periods: services/messages/notifications.ts',

  // Analytics: day sums marked stale by the writes that change them: services/operations/analytics.ts.
  analytics_stale_on_bookings_insert: 'analytics_stale: services/operations/analytics.ts',
  analytics_stale_on_bookings_update: 'analytics_stale: services/operations/analytics.ts',
  analytics_stale_on_bookings_delete: 'analytics_stale: services/operations/analytics.ts',
  analytics_stale_on_bookings_room: 'analytics_stale: services/operations/analytics.ts',
  analytics_stale_on_bookings_beds: 'analytics_stale: services/operations/analytics.ts',
  analytics_stale_on_rooms_sale_mode: 'analytics_stale: services/operations/analytics.ts',
  analytics_stale_on_food_orders_insert: 'analytics_stale: services/operations/analytics.ts',
  analytics_stale_on_food_orders_update: 'analytics_stale: services/operations/analytics.ts',
  analytics_stale_on_food_orders_delete: 'analytics_stale: services/operations/analytics.ts',
  analytics_stale_on_payments_insert: 'analytics_stale: services/operations/analytics.ts',
  analytics_stale_on_payments_update: 'analytics_stale: services/operations/analytics.ts',
  analytics_stale_on_payments_delete: 'analytics_stale: services/operations/analytics.ts',
  analytics_stale_on_users_insert: 'analytics_stale: services/operations/analytics.ts',
  analytics_stale_on_users_update: 'analytics_stale: services/operations/analytics.ts',
  analytics_stale_on_users_delete: 'analytics_stale: services/operations/analytics.ts',
} as const;
