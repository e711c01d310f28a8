-- Several eSIM suppliers behind one offer, and what keeps them honest.
--
-- offers.routes: the supplier packages that can serve a live eSIM offer, as a JSON array
-- [{"sku","cost","price"?}] (cheapest first; price: the supplier's own, where its order repeats
-- it). Read with the offer, so a purchase costs no query more; supplier_sku and cost_cents stay
-- the cheapest route's. NULL on offers with one route (sandbox fixtures, top-ups), which read as
-- [supplier_sku at cost_cents].
ALTER TABLE `offers` ADD `routes` text;
--> statement-breakpoint
-- supplier_state: what the last sync read of the supplier and what it changed in the routes
ALTER TABLE `supplier_state` ADD `packages_read` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `supplier_state` ADD `routes_added` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `supplier_state` ADD `routes_withdrawn` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- One circuit per supplier, shared by every isolate (domain/circuit.ts): `failures` holds the
-- times of the current run of consecutive failed calls (JSON, the last five); `probe_until` is
-- the lease of the one order let through a circuit open for a minute; `version` guards every
-- write (read, compute, write where the version is still the one read).
CREATE TABLE `supplier_circuits` (
  `supplier` text PRIMARY KEY NOT NULL,
  `state` text NOT NULL DEFAULT 'closed' CHECK (`state` IN ('closed', 'open')),
  `failures` text NOT NULL DEFAULT '[]',
  `opened_at` integer NOT NULL DEFAULT 0,
  `probe_until` integer NOT NULL DEFAULT 0,
  `last_error` text,
  `last_error_at` integer,
  `changed_at` integer NOT NULL DEFAULT 0,
  `version` integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
-- Calls made to each supplier and how many failed (timeout, 5xx, 429, never reached), per minute;
-- the hourly sweep drops minutes older than a day.
CREATE TABLE `supplier_calls` (
  `supplier` text NOT NULL,
  `minute` integer NOT NULL,
  `calls` integer NOT NULL DEFAULT 0,
  `failures` integer NOT NULL DEFAULT 0,
  PRIMARY KEY (`supplier`, `minute`)
) WITHOUT ROWID;
--> statement-breakpoint
-- A supplier's service-wide pace (rate-gate.ts): the earliest time the next request may be sent.
-- Each request takes the next slot with one UPDATE, so all isolates together keep the pace.
CREATE TABLE `supplier_pace` (
  `supplier` text PRIMARY KEY NOT NULL,
  `next_at` integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
-- Orders that moved from one route to the next (the supplier said a definite no, or a look-up
-- after an ambiguous answer found nothing), for the operator's Supply page.
CREATE TABLE `supplier_failovers` (
  `order_id` text NOT NULL,
  `attempt` integer NOT NULL,
  `account_id` text NOT NULL,
  `mode` text NOT NULL,
  `from_sku` text NOT NULL,
  `reason` text NOT NULL,
  `at` integer NOT NULL,
  PRIMARY KEY (`order_id`, `attempt`)
);
--> statement-breakpoint
CREATE INDEX `supplier_failovers_at` ON `supplier_failovers` (`at`);
--> statement-breakpoint
-- Duplicates: an order bought at a supplier it had already left (a late success found by a
-- look-up, a notification or a follow-up). `outcome`: what became of it (cancelled at the
-- supplier, a refund request queued, listed for the operator, a cancel that failed and is tried
-- again). The partner's order, money and events never change for one.
CREATE TABLE `supplier_duplicates` (
  `order_id` text NOT NULL,
  `attempt` integer NOT NULL,
  `account_id` text NOT NULL,
  `mode` text NOT NULL,
  `sku` text NOT NULL,
  `cost` integer NOT NULL,
  `supplier_reference` text,
  `iccid` text,
  `found_at` integer NOT NULL,
  `outcome` text NOT NULL,
  `outcome_at` integer NOT NULL,
  `detail` text,
  PRIMARY KEY (`order_id`, `attempt`)
);
--> statement-breakpoint
CREATE INDEX `supplier_duplicates_found` ON `supplier_duplicates` (`found_at`);
--> statement-breakpoint
-- Supplier notifications already taken (eSIM Access sends no signature: each is a hint, read back
-- before anything is recorded, and taken once by its key).
CREATE TABLE `supplier_notifications` (
  `supplier` text NOT NULL,
  `notify_key` text NOT NULL,
  `received_at` integer NOT NULL,
  PRIMARY KEY (`supplier`, `notify_key`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `supplier_notifications_received` ON `supplier_notifications` (`received_at`);
--> statement-breakpoint
-- A refund request to a supplier for a duplicate purchase (no partner refund behind it): told
-- to no account object.
ALTER TABLE `supplier_refund_requests` ADD `purpose` text DEFAULT 'refund' NOT NULL;
