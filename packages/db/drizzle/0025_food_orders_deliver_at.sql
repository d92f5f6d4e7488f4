ALTER TABLE `food_orders` ADD `deliver_at` text;--> statement-breakpoint
ALTER TABLE `food_orders` ADD `open_due` text GENERATED ALWAYS AS (CASE WHEN status IN ('pending', 'preparing', 'ready') THEN coalesce(deliver_at, created_at) END) VIRTUAL;--> statement-breakpoint
CREATE INDEX `food_orders_open_due_idx` ON `food_orders` (`open_due`) WHERE open_due IS NOT NULL;