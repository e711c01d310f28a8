-- The last BTC/USD spot price fetched, shared by every isolate: a price older than 60 s is
-- fetched again, one older than 5 minutes is never used.
CREATE TABLE `spot_rates` (
	`pair` text PRIMARY KEY NOT NULL,
	`rate` text NOT NULL,
	`fetched_at` integer NOT NULL
);
