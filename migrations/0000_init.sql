CREATE TABLE `accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`kyb_state` text DEFAULT 'none' NOT NULL,
	`kyb_form` text,
	`kyc_form` text,
	`rejection_reason` text,
	`live_access` integer DEFAULT false NOT NULL,
	`commission_bps` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `api_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`mode` text NOT NULL,
	`key_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_hash` ON `api_keys` (`key_hash`);--> statement-breakpoint
CREATE INDEX `api_keys_account` ON `api_keys` (`account_id`);--> statement-breakpoint
CREATE TABLE `display_rates` (
	`currency` text PRIMARY KEY NOT NULL,
	`rate` text NOT NULL,
	`minor_units` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `offers` (
	`id` text PRIMARY KEY NOT NULL,
	`seq` integer NOT NULL,
	`category` text NOT NULL,
	`name` text NOT NULL,
	`coverage_type` text NOT NULL,
	`countries` text NOT NULL,
	`data_amount` integer NOT NULL,
	`data_unit` text NOT NULL,
	`data_unlimited` integer NOT NULL,
	`validity_days` integer NOT NULL,
	`price_cents` integer NOT NULL,
	`cost_cents` integer NOT NULL,
	`requires_destination` integer NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`modes` text DEFAULT 'both' NOT NULL,
	`supplier_sku` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `offers_seq` ON `offers` (`seq`);--> statement-breakpoint
CREATE TABLE `provider_events` (
	`provider` text NOT NULL,
	`event_id` text NOT NULL,
	`mode` text NOT NULL,
	`received_at` integer NOT NULL,
	PRIMARY KEY(`provider`, `mode`, `event_id`)
);
--> statement-breakpoint
CREATE TABLE `reference_index` (
	`kind` text NOT NULL,
	`value` text NOT NULL,
	`account_id` text NOT NULL,
	`mode` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`kind`, `value`)
);
--> statement-breakpoint
CREATE TABLE `settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer DEFAULT 0 NOT NULL
);
