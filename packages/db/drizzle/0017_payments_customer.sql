-- Each ledger row names the guest it belongs to (the booking's or the order's customer; a row has exactly
-- one of the two), so a guest's spending is one index range. Filled for the rows already there, then by a
-- trigger on every insert, whoever writes it. Rows are never edited, and a booking or order keeps its guest.
ALTER TABLE `payments` ADD `customer_id` text;--> statement-breakpoint
UPDATE `payments` SET `customer_id` = coalesce(
  (SELECT `customer_id` FROM `bookings` WHERE `bookings`.`id` = `payments`.`booking_id`),
  (SELECT `customer_id` FROM `food_orders` WHERE `food_orders`.`id` = `payments`.`food_order_id`)
);--> statement-breakpoint
CREATE INDEX `payments_customer_idx` ON `payments` (`customer_id`,`booking_id`,`kind`,`amount_cents`);--> statement-breakpoint
CREATE TRIGGER `payments_customer_on_insert` AFTER INSERT ON `payments`
BEGIN
  UPDATE `payments` SET `customer_id` = coalesce(
    (SELECT `customer_id` FROM `bookings` WHERE `bookings`.`id` = NEW.`booking_id`),
    (SELECT `customer_id` FROM `food_orders` WHERE `food_orders`.`id` = NEW.`food_order_id`)
  ) WHERE `rowid` = NEW.`rowid`;
END;
