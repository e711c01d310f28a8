-- The public eSIM install page finds its order through this index: the SHA-256 (hex) of the
-- page's token, never the token itself (only the order in its account's object keeps that),
-- and the account, mode and order it belongs to.
CREATE TABLE `install_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`mode` text NOT NULL,
	`order_id` text NOT NULL,
	`created_at` integer NOT NULL
);
