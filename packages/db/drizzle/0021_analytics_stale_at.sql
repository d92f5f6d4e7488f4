-- The analytics triggers record a timestamp's instant instead of the three UTC days around it: the
-- next analytics call turns each instant into its one hotel day (the zone is the server's, which SQL
-- does not know), so a payment has one day summed again, not three. A stay still marks its nights.
-- Reader of every `analytics_stale_on_*` trigger below: apps/api/src/services/admin/analytics.ts
-- (`staleSpans`: an analytics read sums those days itself; `upkeepStep`: the upkeep forgets them and the marks).
CREATE TABLE `analytics_stale_at` (
	`at` text NOT NULL
);
--> statement-breakpoint
DROP TRIGGER `analytics_stale_on_bookings_insert`;--> statement-breakpoint
DROP TRIGGER `analytics_stale_on_bookings_delete`;--> statement-breakpoint
DROP TRIGGER `analytics_stale_on_bookings_update`;--> statement-breakpoint
DROP TRIGGER `analytics_stale_on_bookings_room`;--> statement-breakpoint
DROP TRIGGER `analytics_stale_on_payments_insert`;--> statement-breakpoint
DROP TRIGGER `analytics_stale_on_payments_delete`;--> statement-breakpoint
DROP TRIGGER `analytics_stale_on_payments_update`;--> statement-breakpoint
DROP TRIGGER `analytics_stale_on_food_orders_insert`;--> statement-breakpoint
DROP TRIGGER `analytics_stale_on_food_orders_delete`;--> statement-breakpoint
DROP TRIGGER `analytics_stale_on_food_orders_update`;--> statement-breakpoint
DROP TRIGGER `analytics_stale_on_users_insert`;--> statement-breakpoint
DROP TRIGGER `analytics_stale_on_users_delete`;--> statement-breakpoint
DROP TRIGGER `analytics_stale_on_users_update`;--> statement-breakpoint
CREATE TRIGGER `analytics_stale_on_bookings_insert` AFTER INSERT ON `bookings`
BEGIN
  INSERT INTO `analytics_stale_at` VALUES (NEW.`created_at`);
  INSERT INTO `analytics_stale` VALUES (NEW.`check_in`, NEW.`check_out`);
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_stale_on_bookings_delete` AFTER DELETE ON `bookings`
BEGIN
  INSERT INTO `analytics_stale_at` VALUES (OLD.`created_at`);
  INSERT INTO `analytics_stale` VALUES (OLD.`check_in`, OLD.`check_out`);
END;
--> statement-breakpoint
-- Check-in and check-out change no figure; cancelling (or reinstating) does.
CREATE TRIGGER `analytics_stale_on_bookings_update` AFTER UPDATE OF `status`, `room_id`, `check_in`, `check_out`, `total_cents`, `created_at` ON `bookings`
WHEN (OLD.`status` = 'cancelled') <> (NEW.`status` = 'cancelled') OR OLD.`room_id` <> NEW.`room_id` OR OLD.`check_in` <> NEW.`check_in`
  OR OLD.`check_out` <> NEW.`check_out` OR OLD.`total_cents` <> NEW.`total_cents` OR OLD.`created_at` <> NEW.`created_at`
BEGIN
  INSERT INTO `analytics_stale_at` VALUES (OLD.`created_at`), (NEW.`created_at`);
  INSERT INTO `analytics_stale` VALUES (OLD.`check_in`, OLD.`check_out`), (NEW.`check_in`, NEW.`check_out`);
END;
--> statement-breakpoint
-- A booking moved to another room takes its ledger rows' room revenue with it.
CREATE TRIGGER `analytics_stale_on_bookings_room` AFTER UPDATE OF `room_id` ON `bookings`
WHEN OLD.`room_id` <> NEW.`room_id`
BEGIN
  INSERT INTO `analytics_stale_at` SELECT `at` FROM `payments` WHERE `booking_id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_stale_on_payments_insert` AFTER INSERT ON `payments`
BEGIN
  INSERT INTO `analytics_stale_at` VALUES (NEW.`at`);
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_stale_on_payments_delete` AFTER DELETE ON `payments`
BEGIN
  INSERT INTO `analytics_stale_at` VALUES (OLD.`at`);
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_stale_on_payments_update` AFTER UPDATE OF `kind`, `amount_cents`, `booking_id`, `food_order_id`, `at` ON `payments`
BEGIN
  INSERT INTO `analytics_stale_at` VALUES (OLD.`at`), (NEW.`at`);
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_stale_on_food_orders_insert` AFTER INSERT ON `food_orders`
BEGIN
  INSERT INTO `analytics_stale_at` VALUES (NEW.`created_at`);
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_stale_on_food_orders_delete` AFTER DELETE ON `food_orders`
BEGIN
  INSERT INTO `analytics_stale_at` VALUES (OLD.`created_at`);
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_stale_on_food_orders_update` AFTER UPDATE OF `status`, `created_at` ON `food_orders`
WHEN (OLD.`status` = 'cancelled') <> (NEW.`status` = 'cancelled') OR OLD.`created_at` <> NEW.`created_at`
BEGIN
  INSERT INTO `analytics_stale_at` VALUES (OLD.`created_at`), (NEW.`created_at`);
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_stale_on_users_insert` AFTER INSERT ON `users` WHEN NEW.`role` = 'customer'
BEGIN
  INSERT INTO `analytics_stale_at` VALUES (NEW.`created_at`);
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_stale_on_users_delete` AFTER DELETE ON `users` WHEN OLD.`role` = 'customer'
BEGIN
  INSERT INTO `analytics_stale_at` VALUES (OLD.`created_at`);
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_stale_on_users_update` AFTER UPDATE OF `role`, `created_at` ON `users`
WHEN (OLD.`role` = 'customer' OR NEW.`role` = 'customer') AND (OLD.`role` <> NEW.`role` OR OLD.`created_at` <> NEW.`created_at`)
BEGIN
  INSERT INTO `analytics_stale_at` VALUES (OLD.`created_at`), (NEW.`created_at`);
END;
