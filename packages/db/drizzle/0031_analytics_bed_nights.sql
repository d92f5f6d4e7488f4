ALTER TABLE `analytics_days` ADD `bed_nights` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `analytics_days` ADD `bed_cents` real DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `rooms_sale_mode_idx` ON `rooms` (`sale_mode`,`capacity`);--> statement-breakpoint
-- A dormitory's nights count its beds: a stay's beds changing, or a room becoming a dormitory (or no
-- longer one), changes its stays' figures (read by apps/api/src/services/operations/analytics.ts).
CREATE TRIGGER `analytics_stale_on_bookings_beds` AFTER UPDATE OF `beds` ON `bookings`
WHEN OLD.`beds` IS NOT NEW.`beds`
BEGIN
  INSERT INTO `analytics_stale` VALUES (NEW.`check_in`, NEW.`check_out`);
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_stale_on_rooms_sale_mode` AFTER UPDATE OF `sale_mode` ON `rooms`
WHEN OLD.`sale_mode` <> NEW.`sale_mode`
BEGIN
  INSERT INTO `analytics_stale` SELECT `check_in`, `check_out` FROM `bookings` WHERE `room_id` = NEW.`id`;
END;
