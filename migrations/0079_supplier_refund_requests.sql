-- Refund requests to a supplier, sent from a queue (jobs/airalo-refunds.ts), and the supplier
-- reversals already taken (jobs/supplier-reversals.ts).
--
-- supplier_refund_requests: one row per live refund that must be asked of the supplier, written
-- after the account's object committed the pending refund (INSERT OR IGNORE by refund id, so
-- writing it twice is harmless). `state`: queued (waiting for its turn), sending (leased to one
-- job run until next_attempt_at), sent (the supplier took it: supplier_refund_id), refused (the
-- supplier said no), failed (it may have reached the supplier without an answer: an operator
-- looks), withdrawn (the refund was resolved before its turn: never sent). `told_at`: when the account's object was told of a sent or refused answer; null means
-- it still must be, and the next run tells it again.
CREATE TABLE `supplier_refund_requests` (
  `refund_id` text PRIMARY KEY NOT NULL,
  `account_id` text NOT NULL,
  `mode` text NOT NULL CHECK (`mode` IN ('test', 'live')),
  `supplier` text NOT NULL,
  `iccid` text NOT NULL,
  `reason` text NOT NULL,
  `state` text NOT NULL CHECK (`state` IN ('queued', 'sending', 'sent', 'refused', 'failed', 'withdrawn')),
  `attempts` integer NOT NULL DEFAULT 0,
  `next_attempt_at` integer NOT NULL,
  `supplier_refund_id` text,
  `last_error` text,
  `told_at` integer,
  `created_at` integer NOT NULL,
  `sent_at` integer
);
--> statement-breakpoint
CREATE INDEX `supplier_refund_requests_due` ON `supplier_refund_requests` (`supplier`, `state`, `next_attempt_at`, `created_at`);
--> statement-breakpoint
-- A supplier reversal (Reloadly's REFUNDED top-up) once its refund was recorded in the order's
-- account object, or reported for an operator: later scans of the report pass it over.
CREATE TABLE `supplier_reversals` (
  `supplier` text NOT NULL,
  `transaction_id` text NOT NULL,
  `order_id` text,
  `outcome` text NOT NULL,
  `seen_at` integer NOT NULL,
  PRIMARY KEY (`supplier`, `transaction_id`)
);
