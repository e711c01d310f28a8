-- An API key may carry a name its account chose (up to 100 characters), shown beside it in the
-- dashboard so a partner can tell which system uses which key; rolling a key keeps its name.
ALTER TABLE `api_keys` ADD `name` text;
