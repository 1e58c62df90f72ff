-- booking_slots gains event_id, and its check allows exactly one holder of three: SQLite rebuilds the
-- table. No table refers to booking_slots, and D1 cannot switch foreign keys off, only defer them.
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
CREATE TABLE `__new_booking_slots` (
	`date` text NOT NULL,
	`part` text NOT NULL,
	`booking_id` integer,
	`closure_id` integer,
	`event_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`date`, `part`),
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`closure_id`) REFERENCES `closures`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "booking_slots_one_holder" CHECK((booking_id IS NOT NULL) + (closure_id IS NOT NULL) + (event_id IS NOT NULL) = 1)
);
--> statement-breakpoint
INSERT INTO `__new_booking_slots`("date", "part", "booking_id", "closure_id", "event_id", "created_at") SELECT "date", "part", "booking_id", "closure_id", NULL, "created_at" FROM `booking_slots`;--> statement-breakpoint
DROP TABLE `booking_slots`;--> statement-breakpoint
ALTER TABLE `__new_booking_slots` RENAME TO `booking_slots`;--> statement-breakpoint
PRAGMA defer_foreign_keys = off;--> statement-breakpoint
CREATE INDEX `booking_slots_booking_idx` ON `booking_slots` (`booking_id`);--> statement-breakpoint
CREATE INDEX `booking_slots_closure_idx` ON `booking_slots` (`closure_id`);--> statement-breakpoint
CREATE INDEX `booking_slots_event_idx` ON `booking_slots` (`event_id`);--> statement-breakpoint
-- The published activities from today (UTC) on hold the day parts their hours overlap (ochtend 08:30-12:30,
-- middag 13:00-17:00, app/lib/pricing.ts). A day part something else already holds stays with it; the
-- owner's agenda marks such an activity (app/server/agenda/events.server.ts).
INSERT OR IGNORE INTO `booking_slots` ("date", "part", "event_id")
  SELECT "date", 'ochtend', "id" FROM `events`
  WHERE "published" = 1 AND "date" >= date('now') AND "start_time" < '12:30' AND "end_time" > '08:30'
  ORDER BY "id";--> statement-breakpoint
INSERT OR IGNORE INTO `booking_slots` ("date", "part", "event_id")
  SELECT "date", 'middag', "id" FROM `events`
  WHERE "published" = 1 AND "date" >= date('now') AND "start_time" < '17:00' AND "end_time" > '13:00'
  ORDER BY "id";