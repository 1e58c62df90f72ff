-- One kind of customer by name (the list's type filter, sorted by name): walked in order by this index
-- instead of sorted apart at every request.
CREATE INDEX `customers_type_name_idx` ON `customers` (`customer_type`,`name`,`id`);