-- Substring search of food orders' delivery locations through a trigram index (services/query.ts,
-- matchingRowids): the payment history's search reached them by LIKE, a scan of every order.
-- External content over food_orders, kept in step by triggers and filled from existing rows.
CREATE VIRTUAL TABLE `food_orders_fts` USING fts5(delivery_location, content='food_orders', content_rowid='rowid', tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `food_orders_fts_insert` AFTER INSERT ON `food_orders`
BEGIN
  INSERT INTO `food_orders_fts` (rowid, delivery_location) VALUES (NEW.rowid, NEW.delivery_location);
END;
--> statement-breakpoint
CREATE TRIGGER `food_orders_fts_delete` AFTER DELETE ON `food_orders`
BEGIN
  INSERT INTO `food_orders_fts` (`food_orders_fts`, rowid, delivery_location) VALUES ('delete', OLD.rowid, OLD.delivery_location);
END;
--> statement-breakpoint
CREATE TRIGGER `food_orders_fts_update` AFTER UPDATE OF delivery_location ON `food_orders`
BEGIN
  INSERT INTO `food_orders_fts` (`food_orders_fts`, rowid, delivery_location) VALUES ('delete', OLD.rowid, OLD.delivery_location);
  INSERT INTO `food_orders_fts` (rowid, delivery_location) VALUES (NEW.rowid, NEW.delivery_location);
END;
--> statement-breakpoint
INSERT INTO `food_orders_fts` (`food_orders_fts`) VALUES ('rebuild');
