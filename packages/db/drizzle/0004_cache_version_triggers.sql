-- Counters for the in-process caches (schema/cache.ts): every write that could change a cached
-- answer bumps its scope's counter in the same transaction, whoever makes the write.
INSERT INTO `cache_versions` (`scope`, `version`) VALUES ('sessions', 0), ('catalog', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER `sessions_cache_on_session_update` AFTER UPDATE ON `sessions`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'sessions';
END;
--> statement-breakpoint
CREATE TRIGGER `sessions_cache_on_session_delete` AFTER DELETE ON `sessions`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'sessions';
END;
--> statement-breakpoint
CREATE TRIGGER `sessions_cache_on_user_update` AFTER UPDATE ON `users`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'sessions';
END;
--> statement-breakpoint
CREATE TRIGGER `sessions_cache_on_user_delete` AFTER DELETE ON `users`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'sessions';
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_cache_on_rooms_insert` AFTER INSERT ON `rooms`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'catalog';
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_cache_on_rooms_update` AFTER UPDATE ON `rooms`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'catalog';
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_cache_on_rooms_delete` AFTER DELETE ON `rooms`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'catalog';
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_cache_on_room_reviews_insert` AFTER INSERT ON `room_reviews`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'catalog';
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_cache_on_room_reviews_update` AFTER UPDATE ON `room_reviews`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'catalog';
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_cache_on_room_reviews_delete` AFTER DELETE ON `room_reviews`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'catalog';
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_cache_on_food_items_insert` AFTER INSERT ON `food_items`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'catalog';
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_cache_on_food_items_update` AFTER UPDATE ON `food_items`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'catalog';
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_cache_on_food_items_delete` AFTER DELETE ON `food_items`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'catalog';
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_cache_on_user_rename` AFTER UPDATE OF `name` ON `users`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'catalog';
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_cache_on_user_delete` AFTER DELETE ON `users`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'catalog';
END;
