ALTER TABLE `notifications` ADD `subject_type` text;--> statement-breakpoint
ALTER TABLE `notifications` ADD `subject_id` text;--> statement-breakpoint
ALTER TABLE `staff_notices` ADD `subject_type` text;--> statement-breakpoint
ALTER TABLE `staff_notices` ADD `subject_id` text;