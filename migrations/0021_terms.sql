ALTER TABLE `price_lists` ADD `quote_valid_days` integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE `price_lists` ADD `payment_term_days` integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE `price_lists` ADD `people_change_workdays` integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE `price_lists` ADD `free_cancellation_days` integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE `price_lists` ADD `half_room_workdays` integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE `price_lists` ADD `half_room_percent` integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE `price_lists` ADD `free_catering_hours` integer DEFAULT 48 NOT NULL;