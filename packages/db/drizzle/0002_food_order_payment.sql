ALTER TABLE `food_orders` ADD `payment_token` text;--> statement-breakpoint
ALTER TABLE `food_orders` ADD `payment_expires_at` text;--> statement-breakpoint
ALTER TABLE `food_orders` ADD `payment_key` text;