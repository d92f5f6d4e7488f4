ALTER TABLE `users` ADD `deletion_requested_at` text;--> statement-breakpoint
ALTER TABLE `users` ADD `erased_at` text;--> statement-breakpoint
-- The audit log stays append-only, except that erasing a guest (issue 32 §4) may redact who an entry
-- names (actor_name, details): what happened, to which record, by which id and when never changes.
DROP TRIGGER `audit_log_no_update`;
--> statement-breakpoint
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log`
WHEN NOT (NEW.id = OLD.id AND NEW.action = OLD.action AND NEW.entity = OLD.entity AND NEW.entity_id IS OLD.entity_id
  AND NEW.actor_id IS OLD.actor_id AND NEW.created_at = OLD.created_at)
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;
