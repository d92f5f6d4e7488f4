-- Substring search through FTS5 trigram indexes (apps/api/src/services/query.ts, searchIn): external
-- content tables over users and complaints, kept in step by triggers and filled from existing rows.
CREATE VIRTUAL TABLE `users_fts` USING fts5(name, email, phone, content='users', content_rowid='rowid', tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `users_fts_insert` AFTER INSERT ON `users`
BEGIN
  INSERT INTO `users_fts` (rowid, name, email, phone) VALUES (NEW.rowid, NEW.name, NEW.email, NEW.phone);
END;
--> statement-breakpoint
CREATE TRIGGER `users_fts_delete` AFTER DELETE ON `users`
BEGIN
  INSERT INTO `users_fts` (`users_fts`, rowid, name, email, phone) VALUES ('delete', OLD.rowid, OLD.name, OLD.email, OLD.phone);
END;
--> statement-breakpoint
CREATE TRIGGER `users_fts_update` AFTER UPDATE OF name, email, phone ON `users`
BEGIN
  INSERT INTO `users_fts` (`users_fts`, rowid, name, email, phone) VALUES ('delete', OLD.rowid, OLD.name, OLD.email, OLD.phone);
  INSERT INTO `users_fts` (rowid, name, email, phone) VALUES (NEW.rowid, NEW.name, NEW.email, NEW.phone);
END;
--> statement-breakpoint
INSERT INTO `users_fts` (`users_fts`) VALUES ('rebuild');
--> statement-breakpoint
CREATE VIRTUAL TABLE `complaints_fts` USING fts5(title, description, content='complaints', content_rowid='rowid', tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `complaints_fts_insert` AFTER INSERT ON `complaints`
BEGIN
  INSERT INTO `complaints_fts` (rowid, title, description) VALUES (NEW.rowid, NEW.title, NEW.description);
END;
--> statement-breakpoint
CREATE TRIGGER `complaints_fts_delete` AFTER DELETE ON `complaints`
BEGIN
  INSERT INTO `complaints_fts` (`complaints_fts`, rowid, title, description) VALUES ('delete', OLD.rowid, OLD.title, OLD.description);
END;
--> statement-breakpoint
CREATE TRIGGER `complaints_fts_update` AFTER UPDATE OF title, description ON `complaints`
BEGIN
  INSERT INTO `complaints_fts` (`complaints_fts`, rowid, title, description) VALUES ('delete', OLD.rowid, OLD.title, OLD.description);
  INSERT INTO `complaints_fts` (rowid, title, description) VALUES (NEW.rowid, NEW.title, NEW.description);
END;
--> statement-breakpoint
INSERT INTO `complaints_fts` (`complaints_fts`) VALUES ('rebuild');
