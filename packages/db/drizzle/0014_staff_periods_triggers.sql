-- staff_periods (migration staff_notices) follows every user's time as an approved staff member or an
-- administrator, whoever writes the users table (the API, the seed, scripts): a period starts when the
-- account is created or changed into one of the two and ends when it changes out of it. The app sets
-- created_at and updated_at from its clock, so periods and notices share one clock.
CREATE TRIGGER `users_staff_period_insert` AFTER INSERT ON `users`
WHEN NEW.`role` = 'admin' OR (NEW.`role` = 'staff' AND NEW.`is_approved`)
BEGIN
  INSERT INTO `staff_periods` (`user_id`, `role`, `started_at`) VALUES (NEW.`id`, NEW.`role`, NEW.`created_at`);
END;
--> statement-breakpoint
CREATE TRIGGER `users_staff_period_update` AFTER UPDATE OF `role`, `is_approved` ON `users`
WHEN (CASE WHEN OLD.`role` = 'admin' THEN 'admin' WHEN OLD.`role` = 'staff' AND OLD.`is_approved` THEN 'staff' END)
  IS NOT (CASE WHEN NEW.`role` = 'admin' THEN 'admin' WHEN NEW.`role` = 'staff' AND NEW.`is_approved` THEN 'staff' END)
BEGIN
  UPDATE `staff_periods` SET `ended_at` = NEW.`updated_at` WHERE `user_id` = NEW.`id` AND `ended_at` IS NULL;
  INSERT INTO `staff_periods` (`user_id`, `role`, `started_at`)
    SELECT NEW.`id`, NEW.`role`, NEW.`updated_at` WHERE NEW.`role` = 'admin' OR (NEW.`role` = 'staff' AND NEW.`is_approved`);
END;
--> statement-breakpoint
-- Existing accounts: only notices stored from now on are shared, so a period open since the account's
-- creation reaches exactly those. Older notices keep their per-recipient rows in notifications.
INSERT INTO `staff_periods` (`user_id`, `role`, `started_at`)
  SELECT `id`, `role`, `created_at` FROM `users` WHERE `role` = 'admin' OR (`role` = 'staff' AND `is_approved`);
