-- The catalog at real size (thousands of live offers): every catalog read goes through an index.
-- * offers_listing_live / offers_listing_test hold, in listing order, exactly the offers a key
--   of that mode may list (active, not an eSIM's top-up, sold in that mode): a page reads its
--   rows and stops. The list query names these conditions literally so SQLite can use them.
-- * offer_countries: one row per (country, offer) for the countries an offer covers, in
--   listing order, so ?country=XX reads that country's offers only (the JSON column cannot be
--   indexed). Triggers keep it in step with offers.countries for every writer (sync, seeds,
--   operators, tests); it is never written directly.
-- * offers_supplier_sku: a supplier's offers (the sync reads and withdraws by SKU prefix) and
--   the top-ups of an eSIM (looked up by SKU).
-- * offers_withdrawn: the console's list of withdrawn offers.
CREATE INDEX `offers_listing_live` ON `offers` (`seq`) WHERE `status` = 'active' AND `topup_for` IS NULL AND `modes` IN ('both', 'live');
--> statement-breakpoint
CREATE INDEX `offers_listing_test` ON `offers` (`seq`) WHERE `status` = 'active' AND `topup_for` IS NULL AND `modes` IN ('both', 'test');
--> statement-breakpoint
CREATE INDEX `offers_supplier_sku` ON `offers` (`supplier_sku`);
--> statement-breakpoint
CREATE INDEX `offers_withdrawn` ON `offers` (`seq`) WHERE `status` = 'withdrawn';
--> statement-breakpoint
CREATE TABLE `offer_countries` (
  `country` text NOT NULL,
  `seq` integer NOT NULL,
  `offer_id` text NOT NULL,
  PRIMARY KEY (`country`, `seq`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `offer_countries_offer` ON `offer_countries` (`offer_id`);
--> statement-breakpoint
INSERT OR IGNORE INTO `offer_countries` (`country`, `seq`, `offer_id`)
SELECT j.`value`, o.`seq`, o.`id` FROM `offers` o, json_each(o.`countries`) j;
--> statement-breakpoint
CREATE TRIGGER `offer_countries_insert` AFTER INSERT ON `offers` BEGIN
  INSERT OR IGNORE INTO `offer_countries` (`country`, `seq`, `offer_id`) SELECT `value`, NEW.`seq`, NEW.`id` FROM json_each(NEW.`countries`);
END;
--> statement-breakpoint
CREATE TRIGGER `offer_countries_update` AFTER UPDATE OF `countries`, `seq` ON `offers`
WHEN OLD.`countries` IS NOT NEW.`countries` OR OLD.`seq` IS NOT NEW.`seq` BEGIN
  DELETE FROM `offer_countries` WHERE `offer_id` = OLD.`id`;
  INSERT OR IGNORE INTO `offer_countries` (`country`, `seq`, `offer_id`) SELECT `value`, NEW.`seq`, NEW.`id` FROM json_each(NEW.`countries`);
END;
--> statement-breakpoint
CREATE TRIGGER `offer_countries_delete` AFTER DELETE ON `offers` BEGIN
  DELETE FROM `offer_countries` WHERE `offer_id` = OLD.`id`;
END;
