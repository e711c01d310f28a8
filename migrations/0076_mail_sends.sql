-- Mail that a person can make us send to someone (an invitation, a new verification link, a
-- password reset link), one row per mail sent, so each purpose's limits are counted over a
-- rolling window: per recipient (`recipient`, the SHA-256 of the lower-cased email, never the
-- email itself) and, for invitations, per sending account (`sender`). Rows are kept however the
-- mail's link is later used or revoked (a revoked invitation still counts), and pruned once
-- older than the longest window (src/identity/mail-limits.ts).
CREATE TABLE `mail_sends` (
  `purpose` text NOT NULL,
  `recipient` text NOT NULL,
  `sender` text,
  `at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `mail_sends_recipient` ON `mail_sends` (`purpose`, `recipient`, `at`);
--> statement-breakpoint
CREATE INDEX `mail_sends_sender` ON `mail_sends` (`purpose`, `sender`, `at`);
--> statement-breakpoint
CREATE INDEX `mail_sends_at` ON `mail_sends` (`at`);
