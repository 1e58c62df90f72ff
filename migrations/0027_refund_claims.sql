ALTER TABLE `refunds` ADD `claimed_until` integer;--> statement-breakpoint
ALTER TABLE `refunds` ADD `problem` text;