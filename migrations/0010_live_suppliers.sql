-- Live supply: supplier tokens shared across isolates, the state of each supplier's last sync,
-- the time a synced offer was last seen (a package missing from a sync is withdrawn), and the
-- operator withdrawals a sync must respect, and the eSIM usage cache (suppliers allow about one usage read per ICCID every 15 minutes).
ALTER TABLE `offers` ADD `synced_at` integer;
--> statement-breakpoint
-- 'operator' when an operator withdrew the offer: a sync then leaves it withdrawn
ALTER TABLE `offers` ADD `withdrawn_by` text;
--> statement-breakpoint
CREATE TABLE `supplier_tokens` (
	`supplier` text PRIMARY KEY NOT NULL,
	`token` text,
	`expires_at` integer DEFAULT 0 NOT NULL,
	`refresh_lease_until` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `supplier_state` (
	`supplier` text PRIMARY KEY NOT NULL,
	`last_sync_at` integer,
	`last_sync_error` text,
	`published` integer DEFAULT 0 NOT NULL,
	`held_back` integer DEFAULT 0 NOT NULL,
	`withdrawn` integer DEFAULT 0 NOT NULL,
	`balance_cents` integer,
	`balance_currency` text,
	`balance_checked_at` integer
);
--> statement-breakpoint
CREATE TABLE `esim_usage_cache` (
	`iccid` text PRIMARY KEY NOT NULL,
	`usage` text NOT NULL,
	`checked_at` integer NOT NULL
);
