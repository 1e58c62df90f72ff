ALTER TABLE `bookings` ADD `quote_id` integer REFERENCES quotes(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_quote_unique` ON `bookings` (`quote_id`);