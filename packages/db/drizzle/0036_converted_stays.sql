CREATE TABLE `converted_stays` (
	`id` text PRIMARY KEY NOT NULL,
	`feed_id` text NOT NULL,
	`uid` text NOT NULL,
	`booking_id` text NOT NULL,
	`check_in` text NOT NULL,
	`check_out` text NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`reference` text,
	`channel_change` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`feed_id`) REFERENCES `channel_feeds`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `converted_stays_feed_uid_unique` ON `converted_stays` (`feed_id`,`uid`);--> statement-breakpoint
CREATE INDEX `converted_stays_booking_idx` ON `converted_stays` (`booking_id`);