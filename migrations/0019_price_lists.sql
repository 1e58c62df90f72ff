CREATE TABLE `price_list_entries` (
	`price_list_id` integer NOT NULL,
	`kind` text NOT NULL,
	`key` text NOT NULL,
	`label` text NOT NULL,
	`includes` text NOT NULL,
	`unit_cents` integer NOT NULL,
	`vat_rate` integer NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`price_list_id`, `kind`, `key`),
	FOREIGN KEY (`price_list_id`) REFERENCES `price_lists`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `price_lists` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`valid_from` text NOT NULL,
	`room_half_day_cents` integer NOT NULL,
	`room_full_day_cents` integer NOT NULL,
	`room_vat_rate` integer NOT NULL,
	`full_day_factor_percent` integer NOT NULL,
	`coaching_session_cents` integer NOT NULL,
	`published_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `price_lists_valid_from_idx` ON `price_lists` (`valid_from`,`id`);--> statement-breakpoint
ALTER TABLE `booking_later_days` ADD `price_list_id` integer REFERENCES price_lists(id);--> statement-breakpoint
ALTER TABLE `bookings` ADD `price_list_id` integer REFERENCES price_lists(id);--> statement-breakpoint
ALTER TABLE `quote_later_days` ADD `price_list_id` integer REFERENCES price_lists(id);--> statement-breakpoint
ALTER TABLE `quotes` ADD `price_list_id` integer REFERENCES price_lists(id);--> statement-breakpoint
-- The first price list: the prices the site had in code until now (docs/decisions/036-the-offer-as-data.md),
-- valid from before the first booking, so nothing a visitor sees changes on the day this lands.
INSERT INTO `price_lists` (`id`, `name`, `valid_from`, `room_half_day_cents`, `room_full_day_cents`, `room_vat_rate`, `full_day_factor_percent`, `coaching_session_cents`, `published_at`)
  VALUES (1, 'Tarieven', '2024-01-01', 17500, 32000, 21, 150, 8500, unixepoch('subsec') * 1000);--> statement-breakpoint
INSERT INTO `price_list_entries` (`price_list_id`, `kind`, `key`, `label`, `includes`, `unit_cents`, `vat_rate`, `position`) VALUES
  (1, 'arrangement', 'basis', 'Basisarrangement', 'Onbeperkt koffie, thee en water.', 750, 9, 1),
  (1, 'arrangement', 'luxe', 'Luxe arrangement', 'Koffie, thee, water, frisdranken en koekjes.', 1050, 9, 2),
  (1, 'lunch', 'basis', 'Basislunch', 'Broodjes, soep en salade.', 1450, 9, 1),
  (1, 'lunch', 'luxe', 'Luxe lunch', 'Uitgebreide lunch met warme gerechten.', 1950, 9, 2);--> statement-breakpoint
UPDATE `bookings` SET `price_list_id` = 1;--> statement-breakpoint
UPDATE `booking_later_days` SET `price_list_id` = 1;--> statement-breakpoint
UPDATE `quotes` SET `price_list_id` = 1;--> statement-breakpoint
UPDATE `quote_later_days` SET `price_list_id` = 1;
