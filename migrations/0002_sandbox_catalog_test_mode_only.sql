-- The seeded catalog is the sandbox supplier's: only test keys may buy from it. The live
-- catalog is filled from a live supplier's catalog once one is configured, so live keys
-- never pay real money for a sandbox product.
UPDATE `offers` SET `modes` = 'test' WHERE `supplier_sku` LIKE 'sandbox-%' OR `id` LIKE 'off_test_%';
