-- Sandbox fixture (test mode only): off_test_never_installed sells an eSIM the traveller never
-- installs. Its usage reads not_installed with nothing used and fires no usage events, and a
-- refund of it succeeds at once, in the POST /v1/refunds answer itself (every other sandbox eSIM
-- counts as installed, so its refund waits for the resolve helper). Listed last (seq 0).
INSERT INTO `offers` (`id`, `seq`, `category`, `name`, `coverage_type`, `countries`, `data_amount`, `data_unit`, `data_unlimited`, `validity_days`, `price_cents`, `cost_cents`, `requires_destination`, `status`, `modes`, `supplier_sku`, `created_at`) VALUES
  ('off_test_never_installed', 0, 'esim', 'Sandbox: eSIM never installed', 'country', '["US"]', 1, 'GB', 0, 7, 900, 600, 0, 'active', 'test', 'sandbox-esim-never-installed', 1764150000000);
