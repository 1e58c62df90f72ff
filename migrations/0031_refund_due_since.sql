ALTER TABLE `bookings` ADD `refund_due_since` integer;--> statement-breakpoint
-- Money already due back: since the booking's last change of status, the nearest moment we know.
UPDATE `bookings` SET `refund_due_since` = coalesce(`status_changed_at`, `created_at`) WHERE `refund_due_cents` > 0;
