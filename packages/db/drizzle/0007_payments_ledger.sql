CREATE TABLE `counters` (
	`name` text PRIMARY KEY NOT NULL,
	`value` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`number` integer NOT NULL,
	`booking_id` text,
	`food_order_id` text,
	`issued_at` text NOT NULL,
	`issued_by` text,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`food_order_id`) REFERENCES `food_orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`issued_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "invoices_one_subject" CHECK(("invoices"."booking_id" IS NULL) <> ("invoices"."food_order_id" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_number_unique` ON `invoices` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_booking_unique` ON `invoices` (`booking_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_food_order_unique` ON `invoices` (`food_order_id`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`method` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`booking_id` text,
	`food_order_id` text,
	`at` text NOT NULL,
	`recorded_by` text,
	`note` text DEFAULT '' NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`food_order_id`) REFERENCES `food_orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recorded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "payments_one_subject" CHECK(("payments"."booking_id" IS NULL) <> ("payments"."food_order_id" IS NULL)),
	CONSTRAINT "payments_positive" CHECK("payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE INDEX `payments_booking_idx` ON `payments` (`booking_id`,`at`);--> statement-breakpoint
CREATE INDEX `payments_food_order_idx` ON `payments` (`food_order_id`,`at`);--> statement-breakpoint
CREATE INDEX `payments_at_idx` ON `payments` (`at`);--> statement-breakpoint
ALTER TABLE `food_orders` ADD `booking_id` text REFERENCES bookings(id);--> statement-breakpoint
CREATE INDEX `food_orders_booking_idx` ON `food_orders` (`booking_id`);--> statement-breakpoint
-- Backfill the ledger from the payment statuses kept before it, so old databases add up. The
-- status change's time is the best evidence of when the money moved: paid_at for QR payments,
-- else updated_at (a booking was marked paid at check-out). Refunded items were paid first.
INSERT INTO `payments` (`id`, `kind`, `method`, `amount_cents`, `booking_id`, `at`, `note`, `created_at`)
  SELECT lower(hex(randomblob(12))), 'payment', 'cash', `total_cents`, `id`,
    CASE WHEN `payment_status` = 'refunded' THEN `created_at` ELSE `updated_at` END,
    'Recorded before the ledger', `updated_at`
  FROM `bookings` WHERE `payment_status` IN ('paid', 'refunded') AND `total_cents` > 0;
--> statement-breakpoint
INSERT INTO `payments` (`id`, `kind`, `method`, `amount_cents`, `booking_id`, `at`, `note`, `created_at`)
  SELECT lower(hex(randomblob(12))), 'refund', 'cash', `total_cents`, `id`, `updated_at`, 'Recorded before the ledger', `updated_at`
  FROM `bookings` WHERE `payment_status` = 'refunded' AND `total_cents` > 0;
--> statement-breakpoint
INSERT INTO `payments` (`id`, `kind`, `method`, `amount_cents`, `food_order_id`, `at`, `note`, `created_at`)
  SELECT lower(hex(randomblob(12))), 'payment', 'qr', `total_cents`, `id`,
    coalesce(`paid_at`, CASE WHEN `payment_status` = 'refunded' THEN `created_at` ELSE `updated_at` END),
    'Recorded before the ledger', `updated_at`
  FROM `food_orders` WHERE `payment_status` IN ('paid', 'refunded') AND `total_cents` > 0;
--> statement-breakpoint
INSERT INTO `payments` (`id`, `kind`, `method`, `amount_cents`, `food_order_id`, `at`, `note`, `created_at`)
  SELECT lower(hex(randomblob(12))), 'refund', 'qr', `total_cents`, `id`, `updated_at`, 'Recorded before the ledger', `updated_at`
  FROM `food_orders` WHERE `payment_status` = 'refunded' AND `total_cents` > 0;
