ALTER TABLE `bookings` ADD `payment_token` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `payment_token_cents` integer;--> statement-breakpoint
ALTER TABLE `bookings` ADD `payment_expires_at` text;