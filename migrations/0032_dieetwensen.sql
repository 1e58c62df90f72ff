ALTER TABLE `booking_later_days` ADD `diet` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `booking_later_days` ADD `diet_note` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `diet` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `diet_note` text;