-- A chain transfer is identified by its network, transaction, receiving address and index:
-- TronGrid lists transfers per address and names no log index, so the index of a TRC20
-- transfer is its position among the transaction's transfers to that address, and two
-- addresses paid by one transaction both have index 0.
-- A deposit address allocation records the watch-only key it was derived from (its BIP32
-- fingerprint; '' for allocations made before it was recorded, stamped by the watchers once
-- matched): a new key allocates new addresses (indexes counted per key), and every address
-- ever handed out keeps its row and stays watched.
CREATE TABLE `chain_transfers_v2` (
	`network` text NOT NULL,
	`tx_hash` text NOT NULL,
	`to_address` text NOT NULL,
	`log_index` integer NOT NULL,
	`block_number` integer NOT NULL,
	`contract` text NOT NULL,
	`raw_value` text NOT NULL,
	`status` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`network`, `tx_hash`, `to_address`, `log_index`)
);
--> statement-breakpoint
INSERT INTO `chain_transfers_v2` (`network`, `tx_hash`, `to_address`, `log_index`, `block_number`, `contract`, `raw_value`, `status`, `updated_at`)
	SELECT `network`, `tx_hash`, `to_address`, `log_index`, `block_number`, `contract`, `raw_value`, `status`, `updated_at` FROM `chain_transfers`;
--> statement-breakpoint
DROP TABLE `chain_transfers`;
--> statement-breakpoint
ALTER TABLE `chain_transfers_v2` RENAME TO `chain_transfers`;
--> statement-breakpoint
CREATE INDEX `chain_transfers_pending` ON `chain_transfers` (`network`, `status`);
--> statement-breakpoint
CREATE TABLE `deposit_addresses_v2` (
	`family` text NOT NULL,
	`mode` text NOT NULL,
	`xpub_fingerprint` text NOT NULL DEFAULT '',
	`idx` integer NOT NULL,
	`account_id` text NOT NULL,
	`address` text,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`family`, `mode`, `xpub_fingerprint`, `idx`)
);
--> statement-breakpoint
INSERT INTO `deposit_addresses_v2` (`family`, `mode`, `xpub_fingerprint`, `idx`, `account_id`, `address`, `created_at`)
	SELECT `family`, `mode`, '', `idx`, `account_id`, `address`, `created_at` FROM `deposit_addresses`;
--> statement-breakpoint
DROP TABLE `deposit_addresses`;
--> statement-breakpoint
ALTER TABLE `deposit_addresses_v2` RENAME TO `deposit_addresses`;
--> statement-breakpoint
CREATE UNIQUE INDEX `deposit_addresses_account` ON `deposit_addresses` (`account_id`, `mode`, `family`, `xpub_fingerprint`);
--> statement-breakpoint
CREATE INDEX `deposit_addresses_address` ON `deposit_addresses` (`family`, `mode`, `address`);
