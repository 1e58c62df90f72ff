ALTER TABLE `booking_later_days` ADD `extras` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `extras` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `price_list_entries` ADD `unit` text DEFAULT 'person' NOT NULL;--> statement-breakpoint
ALTER TABLE `quote_later_days` ADD `extras` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `quotes` ADD `extras` text DEFAULT '' NOT NULL;