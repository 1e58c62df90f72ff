ALTER TABLE `calendar_sources` ADD `skipped_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `refunds` ADD `claimed_until` integer;--> statement-breakpoint
ALTER TABLE `refunds` ADD `problem` text;