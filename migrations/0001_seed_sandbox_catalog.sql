-- Sandbox catalog: the offers and display rates a fresh environment starts with.
-- Prices are USD cents and include our margin (price = cost + margin); cost_cents never leaves the service.
-- Listing order is seq, highest first. Regional offers use coverage_type 'region'.
-- Top-ups carry no data (0 GB) and validity 0 (no validity period of their own).
-- Sandbox fixtures (test mode only): off_test_stays_pending keeps its order pending until the complete
-- helper resolves it; off_test_fails fails at the provider, so the price comes back.
INSERT INTO `offers` (`id`, `seq`, `category`, `name`, `coverage_type`, `countries`, `data_amount`, `data_unit`, `data_unlimited`, `validity_days`, `price_cents`, `cost_cents`, `requires_destination`, `status`, `modes`, `supplier_sku`, `created_at`) VALUES
  ('off_test_stays_pending', 1, 'esim', 'Sandbox: order stays pending', 'country', '["US"]', 1, 'GB', 0, 7, 100, 50, 0, 'active', 'test', 'sandbox-esim-stays-pending', 1736157600000),
  ('off_test_fails', 2, 'esim', 'Sandbox: order fails', 'country', '["US"]', 1, 'GB', 0, 7, 100, 50, 0, 'active', 'test', 'sandbox-esim-fails', 1736161200000),
  ('off_01JGXQRXG0SANDBXCATA000003', 3, 'esim', 'United States 1 GB', 'country', '["US"]', 1, 'GB', 0, 7, 450, 300, 0, 'active', 'both', 'sandbox-esim-us-1gb-7d', 1736164800000),
  ('off_01JGXV6S40SANDBXCATA000004', 4, 'esim', 'United States 5 GB', 'country', '["US"]', 5, 'GB', 0, 30, 1450, 1050, 0, 'active', 'both', 'sandbox-esim-us-5gb-30d', 1736168400000),
  ('off_01JGXYMMR0SANDBXCATA000005', 5, 'esim', 'United States 20 GB', 'country', '["US"]', 20, 'GB', 0, 30, 4000, 2950, 0, 'active', 'both', 'sandbox-esim-us-20gb-30d', 1736172000000),
  ('off_01JGY22GC0SANDBXCATA000006', 6, 'esim', 'Canada 3 GB', 'country', '["CA"]', 3, 'GB', 0, 30, 1250, 900, 0, 'active', 'both', 'sandbox-esim-ca-3gb-30d', 1736175600000),
  ('off_01JGY5GC00SANDBXCATA000007', 7, 'esim', 'Mexico 5 GB', 'country', '["MX"]', 5, 'GB', 0, 30, 1300, 950, 0, 'active', 'both', 'sandbox-esim-mx-5gb-30d', 1736179200000),
  ('off_01JGY8Y7M0SANDBXCATA000008', 8, 'esim', 'Brazil 3 GB', 'country', '["BR"]', 3, 'GB', 0, 15, 900, 650, 0, 'active', 'both', 'sandbox-esim-br-3gb-15d', 1736182800000),
  ('off_01JGYCC380SANDBXCATA000009', 9, 'esim', 'Argentina 3 GB', 'country', '["AR"]', 3, 'GB', 0, 15, 950, 700, 0, 'withdrawn', 'both', 'sandbox-esim-ar-3gb-15d', 1736186400000),
  ('off_01JGYFSYW0SANDBXCATA000010', 10, 'esim', 'United Kingdom 5 GB', 'country', '["GB"]', 5, 'GB', 0, 30, 1200, 850, 0, 'active', 'both', 'sandbox-esim-gb-5gb-30d', 1736190000000),
  ('off_01JGYK7TG0SANDBXCATA000011', 11, 'esim', 'France 10 GB', 'country', '["FR"]', 10, 'GB', 0, 30, 1900, 1400, 0, 'active', 'both', 'sandbox-esim-fr-10gb-30d', 1736193600000),
  ('off_01JGYPNP40SANDBXCATA000012', 12, 'esim', 'Germany 3 GB', 'country', '["DE"]', 3, 'GB', 0, 15, 850, 600, 0, 'active', 'both', 'sandbox-esim-de-3gb-15d', 1736197200000),
  ('off_01JGYT3HR0SANDBXCATA000013', 13, 'esim', 'Spain 10 GB', 'country', '["ES"]', 10, 'GB', 0, 30, 1850, 1350, 0, 'active', 'both', 'sandbox-esim-es-10gb-30d', 1736200800000),
  ('off_01JGYXHDC0SANDBXCATA000014', 14, 'esim', 'Italy 5 GB', 'country', '["IT"]', 5, 'GB', 0, 15, 1100, 800, 0, 'active', 'both', 'sandbox-esim-it-5gb-15d', 1736204400000),
  ('off_01JGZ0Z900SANDBXCATA000015', 15, 'esim', 'Turkey 5 GB', 'country', '["TR"]', 5, 'GB', 0, 15, 1250, 900, 0, 'active', 'both', 'sandbox-esim-tr-5gb-15d', 1736208000000),
  ('off_01JGZ4D4M0SANDBXCATA000016', 16, 'esim', 'United Arab Emirates 3 GB', 'country', '["AE"]', 3, 'GB', 0, 15, 1600, 1200, 0, 'active', 'both', 'sandbox-esim-ae-3gb-15d', 1736211600000),
  ('off_01JGZ7V080SANDBXCATA000017', 17, 'esim', 'India 10 GB', 'country', '["IN"]', 10, 'GB', 0, 30, 1500, 1100, 0, 'active', 'both', 'sandbox-esim-in-10gb-30d', 1736215200000),
  ('off_01JGZB8VW0SANDBXCATA000018', 18, 'esim', 'Thailand 10 GB', 'country', '["TH"]', 10, 'GB', 0, 15, 1250, 900, 0, 'active', 'both', 'sandbox-esim-th-10gb-15d', 1736218800000),
  ('off_01JGZEPQG0SANDBXCATA000019', 19, 'esim', 'Japan 1 GB', 'country', '["JP"]', 1, 'GB', 0, 7, 500, 350, 0, 'active', 'both', 'sandbox-esim-jp-1gb-7d', 1736222400000),
  ('off_01JGZJ4K40SANDBXCATA000020', 20, 'esim', 'Japan 10 GB', 'country', '["JP"]', 10, 'GB', 0, 30, 2300, 1700, 0, 'active', 'both', 'sandbox-esim-jp-10gb-30d', 1736226000000),
  ('off_01JGZNJER0SANDBXCATA000021', 21, 'esim', 'South Korea 5 GB', 'country', '["KR"]', 5, 'GB', 0, 15, 1350, 1000, 0, 'active', 'both', 'sandbox-esim-kr-5gb-15d', 1736229600000),
  ('off_01JGZS0AC0SANDBXCATA000022', 22, 'esim', 'Singapore 3 GB', 'country', '["SG"]', 3, 'GB', 0, 15, 950, 700, 0, 'active', 'both', 'sandbox-esim-sg-3gb-15d', 1736233200000),
  ('off_01JGZWE600SANDBXCATA000023', 23, 'esim', 'Australia 20 GB', 'country', '["AU"]', 20, 'GB', 0, 30, 3500, 2600, 0, 'active', 'both', 'sandbox-esim-au-20gb-30d', 1736236800000),
  ('off_01JGZZW1M0SANDBXCATA000024', 24, 'esim', 'South Africa 5 GB', 'country', '["ZA"]', 5, 'GB', 0, 30, 1750, 1300, 0, 'active', 'both', 'sandbox-esim-za-5gb-30d', 1736240400000),
  ('off_01JH039X80SANDBXCATA000025', 25, 'esim', 'Egypt 3 GB', 'country', '["EG"]', 3, 'GB', 0, 15, 1100, 800, 0, 'active', 'both', 'sandbox-esim-eg-3gb-15d', 1736244000000),
  ('off_01JH06QRW0SANDBXCATA000026', 26, 'esim', 'Europe 5 GB', 'region', '["AT","BE","BG","CH","CY","CZ","DE","DK","EE","ES","FI","FR","GB","GR","HR","HU","IE","IS","IT","LI","LT","LU","LV","MT","NL","NO","PL","PT","RO","SE","SI","SK"]', 5, 'GB', 0, 15, 1400, 1000, 0, 'active', 'both', 'sandbox-esim-eu-5gb-15d', 1736247600000),
  ('off_01JH0A5MG0SANDBXCATA000027', 27, 'esim', 'Europe 20 GB', 'region', '["AT","BE","BG","CH","CY","CZ","DE","DK","EE","ES","FI","FR","GB","GR","HR","HU","IE","IS","IT","LI","LT","LU","LV","MT","NL","NO","PL","PT","RO","SE","SI","SK"]', 20, 'GB', 0, 30, 3700, 2700, 0, 'active', 'both', 'sandbox-esim-eu-20gb-30d', 1736251200000),
  ('off_01JH0DKG40SANDBXCATA000028', 28, 'esim', 'Asia 5 GB', 'region', '["HK","ID","JP","KH","KR","MO","MY","PH","SG","TH","TW","VN"]', 5, 'GB', 0, 15, 1650, 1200, 0, 'active', 'both', 'sandbox-esim-asia-5gb-15d', 1736254800000),
  ('off_01JH0H1BR0SANDBXCATA000029', 29, 'esim', 'Latin America 10 GB', 'region', '["AR","BR","CL","CO","CR","EC","GT","MX","PA","PE","UY"]', 10, 'GB', 0, 30, 3300, 2400, 0, 'active', 'both', 'sandbox-esim-latam-10gb-30d', 1736258400000),
  ('off_01JH0MF7C0SANDBXCATA000030', 30, 'esim', 'United States Unlimited', 'country', '["US"]', 0, 'GB', 1, 15, 4500, 3400, 0, 'active', 'both', 'sandbox-esim-us-unl-15d', 1736262000000),
  ('off_01JH0QX300SANDBXCATA000031', 31, 'mobile_topup', 'Mexico top-up USD 10', 'country', '["MX"]', 0, 'GB', 0, 0, 1075, 1000, 1, 'active', 'both', 'sandbox-topup-mx-usd10', 1736265600000),
  ('off_01JH0VAYM0SANDBXCATA000032', 32, 'mobile_topup', 'Philippines top-up USD 5', 'country', '["PH"]', 0, 'GB', 0, 0, 550, 500, 1, 'active', 'both', 'sandbox-topup-ph-usd5', 1736269200000),
  ('off_01JH0YRT80SANDBXCATA000033', 33, 'mobile_topup', 'Nigeria top-up USD 5', 'country', '["NG"]', 0, 'GB', 0, 0, 550, 500, 1, 'active', 'both', 'sandbox-topup-ng-usd5', 1736272800000),
  ('off_01JH126NW0SANDBXCATA000034', 34, 'mobile_topup', 'India top-up USD 10', 'country', '["IN"]', 0, 'GB', 0, 0, 1075, 1000, 1, 'active', 'both', 'sandbox-topup-in-usd10', 1736276400000);
--> statement-breakpoint
-- Display rates: units of the currency per 1 USD, decimal strings; minor units per ISO 4217. XTS never has a rate.
INSERT INTO `display_rates` (`currency`, `rate`, `minor_units`, `updated_at`) VALUES
  ('EUR', '0.9215', 2, 1736154000000),
  ('GBP', '0.7912', 2, 1736154000000),
  ('JPY', '151.35', 0, 1736154000000),
  ('CAD', '1.3850', 2, 1736154000000),
  ('AUD', '1.5270', 2, 1736154000000),
  ('CHF', '0.8810', 2, 1736154000000),
  ('MXN', '18.2450', 2, 1736154000000),
  ('KWD', '0.3075', 3, 1736154000000);
