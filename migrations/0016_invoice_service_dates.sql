ALTER TABLE `invoices` ADD `service_dates` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `cancellation` integer DEFAULT false NOT NULL;