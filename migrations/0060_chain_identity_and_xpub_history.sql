-- A chain transfer is identified by its network, transaction, receiving address and index:
-- TronGrid lists transfers per address and names no log index, so the index of a TRC20
-- transfer is its position among the transaction's transfers to that address, and two
-- addresses paid by one transaction both have index 0.
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
