-- The analytics cache's counter (schema/cache.ts): every write that can change an analytics answer
-- (bookings, ledger rows, food orders, customers' sign-ups and roles, rooms and their types) bumps it.
INSERT INTO `cache_versions` (`scope`, `version`) VALUES ('analytics', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER `analytics_cache_on_bookings_insert` AFTER INSERT ON `bookings`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'analytics';
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_cache_on_bookings_delete` AFTER DELETE ON `bookings`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'analytics';
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_cache_on_bookings_update` AFTER UPDATE OF `status`, `room_id`, `check_in`, `check_out`, `total_cents`, `created_at` ON `bookings`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'analytics';
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_cache_on_payments_insert` AFTER INSERT ON `payments`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'analytics';
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_cache_on_payments_delete` AFTER DELETE ON `payments`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'analytics';
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_cache_on_payments_update` AFTER UPDATE ON `payments`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'analytics';
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_cache_on_food_orders_insert` AFTER INSERT ON `food_orders`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'analytics';
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_cache_on_food_orders_delete` AFTER DELETE ON `food_orders`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'analytics';
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_cache_on_food_orders_update` AFTER UPDATE OF `status`, `created_at` ON `food_orders`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'analytics';
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_cache_on_users_insert` AFTER INSERT ON `users`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'analytics';
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_cache_on_users_delete` AFTER DELETE ON `users`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'analytics';
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_cache_on_users_update` AFTER UPDATE OF `role`, `created_at` ON `users`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'analytics';
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_cache_on_rooms_insert` AFTER INSERT ON `rooms`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'analytics';
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_cache_on_rooms_delete` AFTER DELETE ON `rooms`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'analytics';
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_cache_on_rooms_update` AFTER UPDATE OF `type` ON `rooms`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'analytics';
END;
