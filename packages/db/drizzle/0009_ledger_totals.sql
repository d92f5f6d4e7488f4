CREATE TABLE `ledger_totals` (
	`subject` text PRIMARY KEY NOT NULL,
	`net_cents` integer NOT NULL,
	`rows` integer NOT NULL
);
