-- The operators' queue of pending refunds across accounts (the console's Refunds page and
-- GET /admin/v1/refunds). A refund lives in its account's object; this is a copy of each one
-- still pending, written by the object after the step that opened or changed it commits (an
-- upsert by id, so writing it twice is harmless) and deleted once it is resolved. The copy may
-- lag or be lost; the readers check every row against its object before showing it, and the
-- hourly sweep writes again what an object holds pending. Oldest first is by id (a ULID).
CREATE TABLE `refund_queue` (
  `refund_id` text PRIMARY KEY NOT NULL,
  `account_id` text NOT NULL,
  `mode` text NOT NULL CHECK (`mode` IN ('test', 'live')),
  `order_id` text NOT NULL,
  `amount` integer NOT NULL,
  `reason` text NOT NULL,
  `origin` text NOT NULL,
  `esim_status` text,
  `supplier_refund_id` text,
  `created_at` integer NOT NULL,
  `queued_at` integer NOT NULL
);
