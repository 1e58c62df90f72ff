CREATE TABLE `booking_later_days` (
	`booking_id` integer NOT NULL,
	`date` text NOT NULL,
	`day_parts` integer NOT NULL,
	`num_people` integer NOT NULL,
	`meeting_type` text DEFAULT 'geen' NOT NULL,
	`lunch_type` text DEFAULT 'geen' NOT NULL,
	PRIMARY KEY(`booking_id`, `date`),
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `booking_later_days_date_idx` ON `booking_later_days` (`date`);