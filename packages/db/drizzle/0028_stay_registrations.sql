CREATE TABLE `stay_registrations` (
	`booking_id` text PRIMARY KEY NOT NULL,
	`guests` text NOT NULL,
	`arrival_time` text DEFAULT '' NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`by` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
