DROP INDEX `rooms_status_idx`;--> statement-breakpoint
CREATE INDEX `rooms_status_idx` ON `rooms` (`status`,`floor`,`room_number`);--> statement-breakpoint
ALTER TABLE `bookings` ADD `next_action_day` text GENERATED ALWAYS AS (CASE status WHEN 'checked-in' THEN check_out WHEN 'confirmed' THEN check_in WHEN 'pending' THEN check_in END) VIRTUAL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `action_rank` integer GENERATED ALWAYS AS (CASE status WHEN 'checked-in' THEN 0 WHEN 'confirmed' THEN 1 ELSE 2 END) VIRTUAL;--> statement-breakpoint
CREATE INDEX `bookings_status_created_idx` ON `bookings` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `bookings_check_out_idx` ON `bookings` (`check_out`);--> statement-breakpoint
CREATE INDEX `bookings_blocking_room_idx` ON `bookings` (`room_id`,`check_out`) WHERE status IN ('pending', 'confirmed', 'checked-in');--> statement-breakpoint
CREATE INDEX `bookings_staff_board_idx` ON `bookings` (`next_action_day`,`action_rank`,`created_at`) WHERE next_action_day IS NOT NULL;--> statement-breakpoint
ALTER TABLE `food_orders` ADD `open_since` text GENERATED ALWAYS AS (CASE WHEN status IN ('pending', 'preparing', 'ready') THEN created_at END) VIRTUAL;--> statement-breakpoint
CREATE INDEX `food_orders_open_idx` ON `food_orders` (`open_since`) WHERE open_since IS NOT NULL;--> statement-breakpoint
ALTER TABLE `complaints` ADD `priority_rank` integer GENERATED ALWAYS AS (CASE priority WHEN 'low' THEN 0 WHEN 'medium' THEN 1 WHEN 'high' THEN 2 END) VIRTUAL;--> statement-breakpoint
ALTER TABLE `complaints` ADD `status_rank` integer GENERATED ALWAYS AS (CASE status WHEN 'pending' THEN 0 WHEN 'in-progress' THEN 1 WHEN 'resolved' THEN 2 WHEN 'closed' THEN 3 END) VIRTUAL;--> statement-breakpoint
ALTER TABLE `complaints` ADD `open_priority_rank` integer GENERATED ALWAYS AS (CASE WHEN status IN ('pending', 'in-progress') THEN priority_rank END) VIRTUAL;--> statement-breakpoint
CREATE INDEX `complaints_priority_idx` ON `complaints` (`priority_rank`,`created_at`);--> statement-breakpoint
CREATE INDEX `complaints_priority_asc_idx` ON `complaints` (`priority_rank`,created_at DESC);--> statement-breakpoint
CREATE INDEX `complaints_workflow_idx` ON `complaints` (`status_rank`,`created_at`);--> statement-breakpoint
CREATE INDEX `complaints_workflow_asc_idx` ON `complaints` (`status_rank`,created_at DESC);--> statement-breakpoint
CREATE INDEX `complaints_category_idx` ON `complaints` (`category`,`created_at`);--> statement-breakpoint
CREATE INDEX `complaints_category_asc_idx` ON `complaints` (`category`,created_at DESC);--> statement-breakpoint
CREATE INDEX `complaints_open_idx` ON `complaints` (open_priority_rank DESC,`created_at`) WHERE open_priority_rank IS NOT NULL;--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`);--> statement-breakpoint
CREATE INDEX `users_approval_idx` ON `users` (`is_approved`,`created_at`);--> statement-breakpoint
CREATE INDEX `notifications_type_idx` ON `notifications` (`type`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_entity_created_idx` ON `audit_log` (`entity`,`created_at`);