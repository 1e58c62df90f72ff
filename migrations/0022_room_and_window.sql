ALTER TABLE `price_lists` ADD `max_people` integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE `price_lists` ADD `min_hours_ahead` integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE `price_lists` ADD `max_months_ahead` integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE `price_lists` ADD `optie_days` integer DEFAULT 14 NOT NULL;