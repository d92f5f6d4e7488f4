CREATE TABLE `rate_days` (
	`room_id` text NOT NULL,
	`date` text NOT NULL,
	`price_cents` integer,
	`min_stay` integer,
	`max_stay` integer,
	`closed_to_arrival` integer DEFAULT false NOT NULL,
	`closed_to_departure` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`room_id`, `date`),
	FOREIGN KEY (`room_id`) REFERENCES `rooms`(`id`) ON UPDATE no action ON DELETE cascade
) WITHOUT ROWID;
--> statement-breakpoint
ALTER TABLE `rooms` ADD `base_occupancy` integer;--> statement-breakpoint
ALTER TABLE `rooms` ADD `extra_person_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `offer` text DEFAULT 'flexible' NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `pricing` text;