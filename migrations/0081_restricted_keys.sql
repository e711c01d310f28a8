-- Restricted API keys: a key's permissions (null = full access, as every key made before; else a
-- JSON object resource → "read" | "write", a resource left out having none), the addresses it may
-- be used from (null = anywhere; else a JSON array of up to 20 IPv4/IPv6 addresses or CIDR ranges)
-- and when it last authenticated a request, kept to the minute.
ALTER TABLE `api_keys` ADD `permissions` text;
ALTER TABLE `api_keys` ADD `allowed_ips` text;
ALTER TABLE `api_keys` ADD `last_used_at` integer;
