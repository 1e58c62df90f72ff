CREATE TABLE `quote_later_days` (
	`quote_id` integer NOT NULL,
	`date` text NOT NULL,
	`day_parts` integer NOT NULL,
	`num_people` integer NOT NULL,
	`meeting_type` text DEFAULT 'geen' NOT NULL,
	`lunch_type` text DEFAULT 'geen' NOT NULL,
	PRIMARY KEY(`quote_id`, `date`),
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE cascade
);
