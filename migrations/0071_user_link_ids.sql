-- Each single-use link gets an id of its own, so a pending invitation can be named on the team
-- page (to revoke it) without showing anything derived from its token.
ALTER TABLE `user_links` ADD `id` text;
UPDATE `user_links` SET `id` = 'lnk_' || upper(hex(randomblob(10))) WHERE `id` IS NULL;
CREATE UNIQUE INDEX `user_links_id` ON `user_links` (`id`);
