CREATE TABLE `busy_periods` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`source_id` integer NOT NULL,
	`uid` text NOT NULL,
	`title` text NOT NULL,
	`start_at` integer NOT NULL,
	`end_at` integer NOT NULL,
	`all_day` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`source_id`) REFERENCES `calendar_sources`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `busy_periods_time_idx` ON `busy_periods` (`end_at`,`start_at`);--> statement-breakpoint
CREATE INDEX `busy_periods_source_idx` ON `busy_periods` (`source_id`);--> statement-breakpoint
CREATE TABLE `calendar_sources` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`label` text NOT NULL,
	`url` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`checked_at` integer,
	`ok_at` integer,
	`failing_since` integer,
	`error` text,
	`busy_count` integer DEFAULT 0 NOT NULL
);
