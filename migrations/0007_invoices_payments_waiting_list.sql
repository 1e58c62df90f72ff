CREATE TABLE `invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`year` integer NOT NULL,
	`sequence` integer NOT NULL,
	`number` text NOT NULL,
	`kind` text NOT NULL,
	`booking_id` integer,
	`customer_id` integer,
	`credits_invoice_id` integer,
	`issued_on` text NOT NULL,
	`due_on` text NOT NULL,
	`service_date` text NOT NULL,
	`customer_name` text NOT NULL,
	`customer_company` text,
	`customer_address` text,
	`customer_email` text NOT NULL,
	`lines` text NOT NULL,
	`vat` text NOT NULL,
	`subtotal_cents` integer NOT NULL,
	`total_vat_cents` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`note` text,
	`status` text DEFAULT 'open' NOT NULL,
	`paid_cents` integer DEFAULT 0 NOT NULL,
	`settled_cents` integer DEFAULT 0 NOT NULL,
	`paid_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_year_sequence_unique` ON `invoices` (`year`,`sequence`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_number_unique` ON `invoices` (`number`);--> statement-breakpoint
CREATE INDEX `invoices_booking_idx` ON `invoices` (`booking_id`);--> statement-breakpoint
CREATE INDEX `invoices_created_at_idx` ON `invoices` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `invoices_status_created_at_idx` ON `invoices` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `invoices_due_idx` ON `invoices` (`status`,`due_on`);--> statement-breakpoint
CREATE INDEX `invoices_search_idx` ON `invoices` (`number`,`customer_name`,`customer_email`,`status`);--> statement-breakpoint
CREATE TABLE `notices_sent` (
	`entity` text NOT NULL,
	`entity_id` integer NOT NULL,
	`kind` text NOT NULL,
	`mail_id` text,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`entity`, `entity_id`, `kind`)
);
--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer NOT NULL,
	`provider_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`status` text NOT NULL,
	`checkout_url` text,
	`expires_at` integer,
	`paid_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_provider_id_unique` ON `payments` (`provider_id`);--> statement-breakpoint
CREATE INDEX `payments_invoice_idx` ON `payments` (`invoice_id`);--> statement-breakpoint
CREATE TABLE `waiting_list` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`date` text NOT NULL,
	`day_parts` integer NOT NULL,
	`email` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`consent_text` text NOT NULL,
	`confirmed_at` integer,
	`notified_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `waiting_list_entry_unique` ON `waiting_list` (`email`,`date`,`day_parts`);--> statement-breakpoint
CREATE INDEX `waiting_list_date_idx` ON `waiting_list` (`date`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `waiting_list_created_at_idx` ON `waiting_list` (`created_at`,`id`);