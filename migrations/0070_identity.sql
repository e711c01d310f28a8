-- People who sign in with a password: users, their sessions, single-use links, second factor,
-- failed log-ins, the mail outbox; and partner accounts' members and invitations.
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`realm` text NOT NULL DEFAULT 'partner',
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`email_verified_at` integer,
	`totp_secret` text,
	`totp_enabled_at` integer,
	`totp_last_counter` integer,
	`password_changed_at` integer NOT NULL,
	`created_at` integer NOT NULL
);
CREATE UNIQUE INDEX `users_realm_email` ON `users` (`realm`, `email`);

CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`user_id` text NOT NULL REFERENCES `users`(`id`),
	`csrf_token` text NOT NULL,
	`scope` text,
	`user_agent` text,
	`created_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	`second_factor_at` integer,
	`awaiting_second_factor` integer NOT NULL DEFAULT 0,
	`revoked_at` integer
);
CREATE UNIQUE INDEX `sessions_token_hash` ON `sessions` (`token_hash`);
CREATE INDEX `sessions_user` ON `sessions` (`user_id`);

CREATE TABLE `user_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`purpose` text NOT NULL,
	`user_id` text,
	`email` text NOT NULL,
	`data` text,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL
);

CREATE TABLE `recovery_codes` (
	`user_id` text NOT NULL REFERENCES `users`(`id`),
	`code_hash` text NOT NULL,
	`used_at` integer,
	PRIMARY KEY (`user_id`, `code_hash`)
);

CREATE TABLE `login_failures` (
	`key` text NOT NULL,
	`at` integer NOT NULL
);
CREATE INDEX `login_failures_key_at` ON `login_failures` (`key`, `at`);

CREATE TABLE `mail_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`created_at` integer NOT NULL
);

CREATE TABLE `memberships` (
	`account_id` text NOT NULL REFERENCES `accounts`(`id`),
	`user_id` text NOT NULL REFERENCES `users`(`id`),
	`role` text NOT NULL,
	`signed_up` integer NOT NULL DEFAULT 0,
	`created_at` integer NOT NULL,
	PRIMARY KEY (`account_id`, `user_id`)
);
CREATE INDEX `memberships_user` ON `memberships` (`user_id`);
