-- Live funding rails: deposit address indexes (allocated once, never reused), the chain
-- watchers' cursors and the transfers they are following, token decimals read from the
-- contracts, and each account's number at the bank provider.
CREATE TABLE `deposit_addresses` (
	`family` text NOT NULL,
	`mode` text NOT NULL,
	`idx` integer NOT NULL,
	`account_id` text NOT NULL,
	`address` text,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`family`, `mode`, `idx`)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `deposit_addresses_account` ON `deposit_addresses` (`account_id`, `mode`, `family`);
--> statement-breakpoint
CREATE TABLE `chain_cursors` (
	`network` text PRIMARY KEY NOT NULL,
	`next_block` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `chain_transfers` (
	`network` text NOT NULL,
	`tx_hash` text NOT NULL,
	`log_index` integer NOT NULL,
	`block_number` integer NOT NULL,
	`contract` text NOT NULL,
	`to_address` text NOT NULL,
	`raw_value` text NOT NULL,
	`status` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`network`, `tx_hash`, `log_index`)
);
--> statement-breakpoint
CREATE INDEX `chain_transfers_pending` ON `chain_transfers` (`network`, `status`);
--> statement-breakpoint
CREATE TABLE `token_decimals` (
	`network` text NOT NULL,
	`contract` text NOT NULL,
	`decimals` integer NOT NULL,
	`read_at` integer NOT NULL,
	PRIMARY KEY(`network`, `contract`)
);
--> statement-breakpoint
CREATE TABLE `bank_account_numbers` (
	`account_id` text NOT NULL,
	`mode` text NOT NULL,
	`provider_id` text NOT NULL,
	`account_number` text NOT NULL,
	`routing_number` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`account_id`, `mode`)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bank_account_numbers_provider` ON `bank_account_numbers` (`provider_id`);
--> statement-breakpoint
-- Live display rates (ECB reference rates crossed through EUR); the sandbox keeps its fixed
-- rates in display_rates.
CREATE TABLE `live_display_rates` (
	`currency` text PRIMARY KEY NOT NULL,
	`rate` text NOT NULL,
	`minor_units` integer NOT NULL,
	`published_on` text NOT NULL,
	`updated_at` integer NOT NULL
);
