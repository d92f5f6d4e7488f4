CREATE TABLE `room_beds` (
	`id` text PRIMARY KEY NOT NULL,
	`room_id` text NOT NULL,
	`label` text NOT NULL,
	`position` integer NOT NULL,
	`out_of_order` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`room_id`) REFERENCES `rooms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `room_beds_room_label_unique` ON `room_beds` (`room_id`,`label`);--> statement-breakpoint
CREATE INDEX `room_beds_room_idx` ON `room_beds` (`room_id`,`position`);--> statement-breakpoint
CREATE TABLE `booking_beds` (
	`booking_id` text NOT NULL,
	`bed_id` text NOT NULL,
	PRIMARY KEY(`booking_id`, `bed_id`),
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`bed_id`) REFERENCES `room_beds`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `booking_beds_bed_idx` ON `booking_beds` (`bed_id`,`booking_id`);--> statement-breakpoint
ALTER TABLE `rooms` ADD `sale_mode` text DEFAULT 'room' NOT NULL;--> statement-breakpoint
ALTER TABLE `rooms` ADD `guest_policy` text DEFAULT 'mixed' NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `beds` integer;