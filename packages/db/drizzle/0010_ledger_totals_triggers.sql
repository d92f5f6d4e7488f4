-- The ledger's running totals (ledger_totals, migration ledger_totals): one row per subject, kept in step
-- with every insert and delete on payments (rows are never edited; an edit would be counted out and back
-- in), then filled from the rows already there. All-time revenue and counts read these two rows.
INSERT INTO `ledger_totals` (`subject`, `net_cents`, `rows`) VALUES ('booking', 0, 0), ('food', 0, 0);
--> statement-breakpoint
CREATE TRIGGER `ledger_totals_insert` AFTER INSERT ON `payments`
BEGIN
  UPDATE `ledger_totals`
    SET `net_cents` = `net_cents` + (CASE NEW.`kind` WHEN 'refund' THEN -NEW.`amount_cents` ELSE NEW.`amount_cents` END), `rows` = `rows` + 1
    WHERE `subject` = (CASE WHEN NEW.`booking_id` IS NULL THEN 'food' ELSE 'booking' END);
END;
--> statement-breakpoint
CREATE TRIGGER `ledger_totals_delete` AFTER DELETE ON `payments`
BEGIN
  UPDATE `ledger_totals`
    SET `net_cents` = `net_cents` - (CASE OLD.`kind` WHEN 'refund' THEN -OLD.`amount_cents` ELSE OLD.`amount_cents` END), `rows` = `rows` - 1
    WHERE `subject` = (CASE WHEN OLD.`booking_id` IS NULL THEN 'food' ELSE 'booking' END);
END;
--> statement-breakpoint
CREATE TRIGGER `ledger_totals_update` AFTER UPDATE OF `kind`, `amount_cents`, `booking_id`, `food_order_id` ON `payments`
BEGIN
  UPDATE `ledger_totals`
    SET `net_cents` = `net_cents` - (CASE OLD.`kind` WHEN 'refund' THEN -OLD.`amount_cents` ELSE OLD.`amount_cents` END), `rows` = `rows` - 1
    WHERE `subject` = (CASE WHEN OLD.`booking_id` IS NULL THEN 'food' ELSE 'booking' END);
  UPDATE `ledger_totals`
    SET `net_cents` = `net_cents` + (CASE NEW.`kind` WHEN 'refund' THEN -NEW.`amount_cents` ELSE NEW.`amount_cents` END), `rows` = `rows` + 1
    WHERE `subject` = (CASE WHEN NEW.`booking_id` IS NULL THEN 'food' ELSE 'booking' END);
END;
--> statement-breakpoint
UPDATE `ledger_totals` SET
  `net_cents` = (SELECT coalesce(sum(CASE `kind` WHEN 'refund' THEN -`amount_cents` ELSE `amount_cents` END), 0) FROM `payments`
    WHERE (CASE WHEN `booking_id` IS NULL THEN 'food' ELSE 'booking' END) = `ledger_totals`.`subject`),
  `rows` = (SELECT count(*) FROM `payments` WHERE (CASE WHEN `booking_id` IS NULL THEN 'food' ELSE 'booking' END) = `ledger_totals`.`subject`);
