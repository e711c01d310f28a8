-- Operators are named people, each a user in the 'operator' realm (their own password, second
-- factor and sessions, as partners have) with one role. Each may hold named API tokens for
-- /admin/v1, stored only as SHA-256, revocable one by one. A disabled operator (someone who left)
-- can neither sign in nor use any token; the row stays, for the audit trail names them.
CREATE TABLE `operators` (
  `id` text PRIMARY KEY NOT NULL,
  `user_id` text NOT NULL REFERENCES `users`(`id`),
  `name` text NOT NULL,
  `role` text NOT NULL,
  `created_at` integer NOT NULL,
  `disabled_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `operators_user` ON `operators` (`user_id`);
--> statement-breakpoint
CREATE TABLE `operator_tokens` (
  `id` text PRIMARY KEY NOT NULL,
  `operator_id` text NOT NULL REFERENCES `operators`(`id`),
  `name` text NOT NULL,
  `token_hash` text NOT NULL,
  `created_at` integer NOT NULL,
  `revoked_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `operator_tokens_hash` ON `operator_tokens` (`token_hash`);
--> statement-breakpoint
CREATE INDEX `operator_tokens_operator` ON `operator_tokens` (`operator_id`);
--> statement-breakpoint
-- The audit trail: one row per state-changing operator request or console action, written in
-- the same batch as the change. `actor` is an operator id (console), a token id (API) or
-- 'bootstrap' (ADMIN_API_TOKEN); `operator_id` names the person behind a token. `before` and
-- `after` are JSON of the changed fields only. Rows are never changed or removed: the triggers
-- below refuse it, whoever asks.
CREATE TABLE `audit_log` (
  `id` text PRIMARY KEY NOT NULL,
  `actor` text NOT NULL,
  `operator_id` text,
  `action` text NOT NULL,
  `target` text,
  `account_id` text,
  `before` text NOT NULL,
  `after` text NOT NULL,
  `request_id` text,
  `client_address` text,
  `created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_actor` ON `audit_log` (`actor`, `id`);
--> statement-breakpoint
CREATE INDEX `audit_log_operator` ON `audit_log` (`operator_id`, `id`);
--> statement-breakpoint
CREATE INDEX `audit_log_action` ON `audit_log` (`action`, `id`);
--> statement-breakpoint
CREATE INDEX `audit_log_target` ON `audit_log` (`target`, `id`);
--> statement-breakpoint
CREATE INDEX `audit_log_account` ON `audit_log` (`account_id`, `id`);
--> statement-breakpoint
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log` BEGIN SELECT RAISE(ABORT, 'audit_log is append-only: entries cannot be changed'); END;
--> statement-breakpoint
CREATE TRIGGER `audit_log_no_delete` BEFORE DELETE ON `audit_log` BEGIN SELECT RAISE(ABORT, 'audit_log is append-only: entries cannot be deleted'); END;
