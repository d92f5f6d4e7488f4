-- Every booking gets a short reference a guest can read out on the phone ('K7Q-4ZP'): six characters
-- without look-alikes (no 0/O, 1/I/L), from the row's rowid through a bijection of [0, 31^6), so two
-- bookings never share one and nothing has to retry. Filled for the rows already there, then by a
-- trigger on every insert, whoever writes it (the app, the seed, a test).
ALTER TABLE `bookings` ADD `reference` text;--> statement-breakpoint
UPDATE `bookings` SET `reference` = substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', (((rowid * 387420489 + 104729) % 887503681) / 28629151) % 31 + 1, 1) || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', (((rowid * 387420489 + 104729) % 887503681) / 923521) % 31 + 1, 1) || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', (((rowid * 387420489 + 104729) % 887503681) / 29791) % 31 + 1, 1) || '-' || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', (((rowid * 387420489 + 104729) % 887503681) / 961) % 31 + 1, 1) || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', (((rowid * 387420489 + 104729) % 887503681) / 31) % 31 + 1, 1) || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', (((rowid * 387420489 + 104729) % 887503681) / 1) % 31 + 1, 1);--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_reference_unique` ON `bookings` (`reference`);--> statement-breakpoint
CREATE TRIGGER `bookings_reference_on_insert` AFTER INSERT ON `bookings` WHEN NEW.`reference` IS NULL
BEGIN
  UPDATE `bookings` SET `reference` = substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', (((NEW.`rowid` * 387420489 + 104729) % 887503681) / 28629151) % 31 + 1, 1) || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', (((NEW.`rowid` * 387420489 + 104729) % 887503681) / 923521) % 31 + 1, 1) || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', (((NEW.`rowid` * 387420489 + 104729) % 887503681) / 29791) % 31 + 1, 1) || '-' || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', (((NEW.`rowid` * 387420489 + 104729) % 887503681) / 961) % 31 + 1, 1) || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', (((NEW.`rowid` * 387420489 + 104729) % 887503681) / 31) % 31 + 1, 1) || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', (((NEW.`rowid` * 387420489 + 104729) % 887503681) / 1) % 31 + 1, 1) WHERE `rowid` = NEW.`rowid`;
END;
