-- The supplier's low-data and expiry notices name only an eSIM's ICCID: the install link index
-- (one row per fulfilled eSIM order) also keeps it, so a notice finds its account and order.
ALTER TABLE `install_links` ADD `iccid` text;
CREATE INDEX `install_links_iccid` ON `install_links` (`iccid`, `mode`);
