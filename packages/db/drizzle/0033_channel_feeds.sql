CREATE TABLE `channel_feeds` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`url` text NOT NULL,
	`room_id` text NOT NULL,
	`bed_id` text,
	`active` integer DEFAULT true NOT NULL,
	`next_sync_at` text NOT NULL,
	`last_sync_at` text,
	`last_success_at` text,
	`last_error` text,
	`empty_streak` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`room_id`) REFERENCES `rooms`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`bed_id`) REFERENCES `room_beds`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `channel_feeds_due_idx` ON `channel_feeds` (`next_sync_at`) WHERE active = 1;--> statement-breakpoint
CREATE INDEX `channel_feeds_room_idx` ON `channel_feeds` (`room_id`);--> statement-breakpoint
CREATE TABLE `external_stays` (
	`id` text PRIMARY KEY NOT NULL,
	`feed_id` text NOT NULL,
	`uid` text NOT NULL,
	`room_id` text NOT NULL,
	`bed_id` text,
	`check_in` text NOT NULL,
	`check_out` text NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`reference` text,
	`conflict` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`feed_id`) REFERENCES `channel_feeds`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `external_stays_feed_uid_unique` ON `external_stays` (`feed_id`,`uid`);--> statement-breakpoint
CREATE INDEX `external_stays_room_idx` ON `external_stays` (`room_id`,`check_out`);--> statement-breakpoint
CREATE INDEX `external_stays_check_in_idx` ON `external_stays` (`check_in`);