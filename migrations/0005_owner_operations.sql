CREATE TABLE `calendar_feeds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`revoked_at` integer
);
--> statement-breakpoint
CREATE TABLE `closed_holidays` (
	`holiday_id` text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- The holidays the venue was closed on until now (app/lib/availability.ts, defaultClosedHolidays).
INSERT INTO `closed_holidays` (`holiday_id`) VALUES ('nieuwjaarsdag'), ('eerste-paasdag'), ('tweede-paasdag'),
	('koningsdag'), ('hemelvaartsdag'), ('eerste-pinksterdag'), ('tweede-pinksterdag'), ('eerste-kerstdag'),
	('tweede-kerstdag');--> statement-breakpoint
CREATE TABLE `closures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`day_parts` integer NOT NULL,
	`reason` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `closures_dates_idx` ON `closures` (`end_date`,`start_date`);--> statement-breakpoint
DROP INDEX `audit_log_at_idx`;--> statement-breakpoint
CREATE INDEX `audit_log_action_at_idx` ON `audit_log` (`action`,`at`,`id`);--> statement-breakpoint
CREATE INDEX `audit_log_at_idx` ON `audit_log` (`at`,`id`);--> statement-breakpoint
DROP INDEX `bookings_customer_idx`;--> statement-breakpoint
DROP INDEX `bookings_created_at_idx`;--> statement-breakpoint
ALTER TABLE `bookings` ADD `calendar_sequence` integer;--> statement-breakpoint
CREATE INDEX `bookings_status_created_at_idx` ON `bookings` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `bookings_date_id_idx` ON `bookings` (`date`,`id`);--> statement-breakpoint
CREATE INDEX `bookings_customer_idx` ON `bookings` (`customer_id`,`status`);--> statement-breakpoint
CREATE INDEX `bookings_created_at_idx` ON `bookings` (`created_at`,`id`);--> statement-breakpoint
DROP INDEX `contact_messages_created_at_idx`;--> statement-breakpoint
CREATE INDEX `contact_messages_created_at_idx` ON `contact_messages` (`created_at`,`id`);--> statement-breakpoint
DROP INDEX `customers_name_idx`;--> statement-breakpoint
DROP INDEX `customers_created_at_idx`;--> statement-breakpoint
CREATE INDEX `customers_type_created_at_idx` ON `customers` (`customer_type`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `customers_name_idx` ON `customers` (`name`,`id`);--> statement-breakpoint
CREATE INDEX `customers_created_at_idx` ON `customers` (`created_at`,`id`);--> statement-breakpoint
DROP INDEX `mail_outbox_created_at_idx`;--> statement-breakpoint
CREATE INDEX `mail_outbox_status_created_at_idx` ON `mail_outbox` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `mail_outbox_created_at_idx` ON `mail_outbox` (`created_at`,`id`);--> statement-breakpoint
DROP INDEX `quotes_created_at_idx`;--> statement-breakpoint
CREATE INDEX `quotes_status_created_at_idx` ON `quotes` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `quotes_created_at_idx` ON `quotes` (`created_at`,`id`);--> statement-breakpoint
-- booking_slots gains closure_id and loses NOT NULL on booking_id: SQLite rebuilds the table. No table
-- refers to booking_slots, and D1 cannot switch foreign keys off, only defer them.
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
CREATE TABLE `__new_booking_slots` (
	`date` text NOT NULL,
	`part` text NOT NULL,
	`booking_id` integer,
	`closure_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`date`, `part`),
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`closure_id`) REFERENCES `closures`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "booking_slots_one_holder" CHECK((booking_id IS NULL) <> (closure_id IS NULL))
);
--> statement-breakpoint
INSERT INTO `__new_booking_slots`("date", "part", "booking_id", "closure_id", "created_at") SELECT "date", "part", "booking_id", NULL, "created_at" FROM `booking_slots`;--> statement-breakpoint
DROP TABLE `booking_slots`;--> statement-breakpoint
ALTER TABLE `__new_booking_slots` RENAME TO `booking_slots`;--> statement-breakpoint
PRAGMA defer_foreign_keys = off;--> statement-breakpoint
CREATE INDEX `booking_slots_booking_idx` ON `booking_slots` (`booking_id`);--> statement-breakpoint
CREATE INDEX `booking_slots_closure_idx` ON `booking_slots` (`closure_id`);--> statement-breakpoint
ALTER TABLE `events` ADD `updated_at` integer;--> statement-breakpoint
CREATE INDEX `events_all_date_idx` ON `events` (`date`,`id`);--> statement-breakpoint
CREATE INDEX `newsletter_subscribers_created_at_idx` ON `newsletter_subscribers` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `newsletter_subscribers_status_created_at_idx` ON `newsletter_subscribers` (`status`,`created_at`,`id`);