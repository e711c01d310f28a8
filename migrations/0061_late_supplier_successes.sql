-- Supplier successes found after the order was refunded at the pending limit
-- (SUPPLIER_PENDING_LIMIT_HOURS): the partner keeps the refund and the order stays failed; the
-- operator reconciles each one with the supplier (and, if they choose, with the partner).
CREATE TABLE `late_supplier_successes` (
	`order_id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`mode` text NOT NULL,
	`supplier` text NOT NULL,
	`supplier_reference` text,
	`price` integer NOT NULL,
	`refunded_at` integer NOT NULL,
	`found_at` integer NOT NULL,
	`deliverable` text NOT NULL,
	`reconciled_at` integer
);
--> statement-breakpoint
CREATE INDEX `late_supplier_successes_open` ON `late_supplier_successes` (`reconciled_at`, `found_at`);
