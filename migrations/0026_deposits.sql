ALTER TABLE `invoices` ADD `stage` text;--> statement-breakpoint
CREATE INDEX `invoices_current_deposit_idx` ON `invoices` (`booking_id`) WHERE "invoices"."stage" = 'voorschot' AND "invoices"."status" <> 'gecrediteerd';--> statement-breakpoint
ALTER TABLE `price_lists` ADD `deposit_percent` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `price_lists` ADD `deposit_term_days` integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE `price_lists` ADD `balance_days_before` integer DEFAULT 14 NOT NULL;