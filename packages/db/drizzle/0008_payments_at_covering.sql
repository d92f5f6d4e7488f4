DROP INDEX `payments_at_idx`;--> statement-breakpoint
CREATE INDEX `payments_at_idx` ON `payments` (`at`,`kind`,`amount_cents`,`booking_id`);