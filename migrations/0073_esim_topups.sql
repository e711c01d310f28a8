-- Top-ups of an eSIM already sold: an offer with topup_for 'esim' adds data to an eSIM the
-- partner bought earlier and is never listed in the catalog (it is offered per eSIM, by
-- GET /v1/orders/{order_id}/topup_offers). Ordinary offers keep topup_for NULL.
ALTER TABLE `offers` ADD `topup_for` text;
--> statement-breakpoint
-- Sandbox: every sandbox eSIM plan (the fixtures aside) gets two top-ups, 1 GB and 3 GB, valid
-- as long as the plan. Ids are the plan's with SANDBXTP1G / SANDBXTP3G in place of SANDBXCATA,
-- SKUs the plan's with '+topup-1gb' / '+topup-3gb' appended (the sandbox supplier offers
-- exactly these for an eSIM of that plan), seq 1000 + 2 × the plan's seq (+1 for 3 GB).
INSERT INTO `offers` (`id`, `seq`, `category`, `name`, `coverage_type`, `countries`, `data_amount`, `data_unit`, `data_unlimited`, `validity_days`, `price_cents`, `cost_cents`, `requires_destination`, `status`, `modes`, `supplier_sku`, `created_at`, `topup_for`)
SELECT 'off_' || substr(`id`, 5, 10) || 'SANDBXTP1G' || substr(`id`, 25, 6), 1000 + 2 * `seq`, 'esim', `name` || ' top-up 1 GB', `coverage_type`, `countries`,
  1, 'GB', 0, `validity_days`, 500, 350, 0, 'active', 'test', `supplier_sku` || '+topup-1gb', `created_at`, 'esim'
FROM `offers` WHERE `category` = 'esim' AND `supplier_sku` LIKE 'sandbox-esim-%' AND `id` LIKE 'off_%SANDBXCATA%' AND `topup_for` IS NULL;
--> statement-breakpoint
INSERT INTO `offers` (`id`, `seq`, `category`, `name`, `coverage_type`, `countries`, `data_amount`, `data_unit`, `data_unlimited`, `validity_days`, `price_cents`, `cost_cents`, `requires_destination`, `status`, `modes`, `supplier_sku`, `created_at`, `topup_for`)
SELECT 'off_' || substr(`id`, 5, 10) || 'SANDBXTP3G' || substr(`id`, 25, 6), 1001 + 2 * `seq`, 'esim', `name` || ' top-up 3 GB', `coverage_type`, `countries`,
  3, 'GB', 0, `validity_days`, 1200, 850, 0, 'active', 'test', `supplier_sku` || '+topup-3gb', `created_at`, 'esim'
FROM `offers` WHERE `category` = 'esim' AND `supplier_sku` LIKE 'sandbox-esim-%' AND `id` LIKE 'off_%SANDBXCATA%' AND `topup_for` IS NULL;
