-- The check-out index also holds what analytics' stay figures read (check-in, status, total), so a
-- period's nights and room revenue come from the index alone instead of a table row per stay.
DROP INDEX `bookings_check_out_idx`;--> statement-breakpoint
CREATE INDEX `bookings_check_out_idx` ON `bookings` (`check_out`,`check_in`,`status`,`total_cents`);