-- Analytics' figures summed per hotel day and room (schema/analytics.ts). They replace the analytics
-- answer cache, whose counter every write bumped: now a write marks only the days it can change as
-- stale, and the next analytics call sums just those days again. A timestamp's hotel day lies within a
-- day of its UTC date in any zone, hence the three days around it; a stay marks its nights.
-- WITHOUT ROWID (written here, drizzle has no option for it): a range of days is one range of the table itself.
CREATE TABLE `analytics_days` (
	`zone` text NOT NULL,
	`day` text NOT NULL,
	`room_id` text NOT NULL,
	`room_cents` integer DEFAULT 0 NOT NULL,
	`food_cents` integer DEFAULT 0 NOT NULL,
	`bookings` integer DEFAULT 0 NOT NULL,
	`booked_cents` integer DEFAULT 0 NOT NULL,
	`food_orders` integer DEFAULT 0 NOT NULL,
	`new_customers` integer DEFAULT 0 NOT NULL,
	`nights` integer DEFAULT 0 NOT NULL,
	`stay_cents` real DEFAULT 0 NOT NULL,
	PRIMARY KEY(`zone`, `day`, `room_id`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `analytics_stale` (
	`from_day` text NOT NULL,
	`until_day` text NOT NULL
);
--> statement-breakpoint
DROP INDEX `bookings_check_out_idx`;--> statement-breakpoint
CREATE INDEX `bookings_check_out_idx` ON `bookings` (`check_out`,`check_in`,`status`,`total_cents`,`room_id`);--> statement-breakpoint
DROP TRIGGER `analytics_cache_on_bookings_insert`;--> statement-breakpoint
DROP TRIGGER `analytics_cache_on_bookings_delete`;--> statement-breakpoint
DROP TRIGGER `analytics_cache_on_bookings_update`;--> statement-breakpoint
DROP TRIGGER `analytics_cache_on_payments_insert`;--> statement-breakpoint
DROP TRIGGER `analytics_cache_on_payments_delete`;--> statement-breakpoint
DROP TRIGGER `analytics_cache_on_payments_update`;--> statement-breakpoint
DROP TRIGGER `analytics_cache_on_food_orders_insert`;--> statement-breakpoint
DROP TRIGGER `analytics_cache_on_food_orders_delete`;--> statement-breakpoint
DROP TRIGGER `analytics_cache_on_food_orders_update`;--> statement-breakpoint
DROP TRIGGER `analytics_cache_on_users_insert`;--> statement-breakpoint
DROP TRIGGER `analytics_cache_on_users_delete`;--> statement-breakpoint
DROP TRIGGER `analytics_cache_on_users_update`;--> statement-breakpoint
DROP TRIGGER `analytics_cache_on_rooms_insert`;--> statement-breakpoint
DROP TRIGGER `analytics_cache_on_rooms_delete`;--> statement-breakpoint
DROP TRIGGER `analytics_cache_on_rooms_update`;--> statement-breakpoint
DELETE FROM `cache_versions` WHERE `scope` = 'analytics';--> statement-breakpoint
CREATE TRIGGER `analytics_stale_on_bookings_insert` AFTER INSERT ON `bookings`
BEGIN
  INSERT INTO `analytics_stale` VALUES (date(NEW.`created_at`, '-1 day'), date(NEW.`created_at`, '+2 days')), (NEW.`check_in`, NEW.`check_out`);
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_stale_on_bookings_delete` AFTER DELETE ON `bookings`
BEGIN
  INSERT INTO `analytics_stale` VALUES (date(OLD.`created_at`, '-1 day'), date(OLD.`created_at`, '+2 days')), (OLD.`check_in`, OLD.`check_out`);
END;
--> statement-breakpoint
-- Check-in and check-out change no figure; cancelling (or reinstating) does.
CREATE TRIGGER `analytics_stale_on_bookings_update` AFTER UPDATE OF `status`, `room_id`, `check_in`, `check_out`, `total_cents`, `created_at` ON `bookings`
WHEN (OLD.`status` = 'cancelled') <> (NEW.`status` = 'cancelled') OR OLD.`room_id` <> NEW.`room_id` OR OLD.`check_in` <> NEW.`check_in`
  OR OLD.`check_out` <> NEW.`check_out` OR OLD.`total_cents` <> NEW.`total_cents` OR OLD.`created_at` <> NEW.`created_at`
BEGIN
  INSERT INTO `analytics_stale` VALUES
    (date(OLD.`created_at`, '-1 day'), date(OLD.`created_at`, '+2 days')), (OLD.`check_in`, OLD.`check_out`),
    (date(NEW.`created_at`, '-1 day'), date(NEW.`created_at`, '+2 days')), (NEW.`check_in`, NEW.`check_out`);
END;
--> statement-breakpoint
-- A booking moved to another room takes its ledger rows' room revenue with it.
CREATE TRIGGER `analytics_stale_on_bookings_room` AFTER UPDATE OF `room_id` ON `bookings`
WHEN OLD.`room_id` <> NEW.`room_id`
BEGIN
  INSERT INTO `analytics_stale` SELECT date(`at`, '-1 day'), date(`at`, '+2 days') FROM `payments` WHERE `booking_id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_stale_on_payments_insert` AFTER INSERT ON `payments`
BEGIN
  INSERT INTO `analytics_stale` VALUES (date(NEW.`at`, '-1 day'), date(NEW.`at`, '+2 days'));
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_stale_on_payments_delete` AFTER DELETE ON `payments`
BEGIN
  INSERT INTO `analytics_stale` VALUES (date(OLD.`at`, '-1 day'), date(OLD.`at`, '+2 days'));
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_stale_on_payments_update` AFTER UPDATE OF `kind`, `amount_cents`, `booking_id`, `food_order_id`, `at` ON `payments`
BEGIN
  INSERT INTO `analytics_stale` VALUES (date(OLD.`at`, '-1 day'), date(OLD.`at`, '+2 days')), (date(NEW.`at`, '-1 day'), date(NEW.`at`, '+2 days'));
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_stale_on_food_orders_insert` AFTER INSERT ON `food_orders`
BEGIN
  INSERT INTO `analytics_stale` VALUES (date(NEW.`created_at`, '-1 day'), date(NEW.`created_at`, '+2 days'));
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_stale_on_food_orders_delete` AFTER DELETE ON `food_orders`
BEGIN
  INSERT INTO `analytics_stale` VALUES (date(OLD.`created_at`, '-1 day'), date(OLD.`created_at`, '+2 days'));
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_stale_on_food_orders_update` AFTER UPDATE OF `status`, `created_at` ON `food_orders`
WHEN (OLD.`status` = 'cancelled') <> (NEW.`status` = 'cancelled') OR OLD.`created_at` <> NEW.`created_at`
BEGIN
  INSERT INTO `analytics_stale` VALUES (date(OLD.`created_at`, '-1 day'), date(OLD.`created_at`, '+2 days')), (date(NEW.`created_at`, '-1 day'), date(NEW.`created_at`, '+2 days'));
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_stale_on_users_insert` AFTER INSERT ON `users` WHEN NEW.`role` = 'customer'
BEGIN
  INSERT INTO `analytics_stale` VALUES (date(NEW.`created_at`, '-1 day'), date(NEW.`created_at`, '+2 days'));
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_stale_on_users_delete` AFTER DELETE ON `users` WHEN OLD.`role` = 'customer'
BEGIN
  INSERT INTO `analytics_stale` VALUES (date(OLD.`created_at`, '-1 day'), date(OLD.`created_at`, '+2 days'));
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_stale_on_users_update` AFTER UPDATE OF `role`, `created_at` ON `users`
WHEN (OLD.`role` = 'customer' OR NEW.`role` = 'customer') AND (OLD.`role` <> NEW.`role` OR OLD.`created_at` <> NEW.`created_at`)
BEGIN
  INSERT INTO `analytics_stale` VALUES (date(OLD.`created_at`, '-1 day'), date(OLD.`created_at`, '+2 days')), (date(NEW.`created_at`, '-1 day'), date(NEW.`created_at`, '+2 days'));
END;
