CREATE TABLE `staff_notice_receipts` (
	`user_id` text NOT NULL,
	`notice_id` text NOT NULL,
	`state` text NOT NULL,
	PRIMARY KEY(`user_id`, `notice_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`notice_id`) REFERENCES `staff_notices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `staff_notice_receipts_notice_idx` ON `staff_notice_receipts` (`notice_id`);--> statement-breakpoint
CREATE TABLE `staff_notices` (
	`id` text PRIMARY KEY NOT NULL,
	`audience` text NOT NULL,
	`sender_id` text,
	`type` text NOT NULL,
	`priority` text NOT NULL,
	`title` text NOT NULL,
	`message` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`sender_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `staff_notices_audience_idx` ON `staff_notices` (`audience`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `staff_notices_created_idx` ON `staff_notices` (`created_at`);--> statement-breakpoint
CREATE INDEX `staff_notices_type_idx` ON `staff_notices` (`type`,`created_at`);--> statement-breakpoint
CREATE TABLE `staff_periods` (
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`started_at` text NOT NULL,
	`ended_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `staff_periods_user_idx` ON `staff_periods` (`user_id`,`started_at`);--> statement-breakpoint
CREATE INDEX `staff_periods_role_idx` ON `staff_periods` (`role`,`started_at`);