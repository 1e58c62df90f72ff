CREATE INDEX `audit_log_kind_idx` ON `audit_log` (`entity`,`action`,`at`);--> statement-breakpoint
CREATE INDEX `bookings_search_idx` ON `bookings` (`name`,`email`,`company`,`status`,`date`);--> statement-breakpoint
CREATE INDEX `contact_messages_search_idx` ON `contact_messages` (`name`,`email`,`subject`,`read_at`);--> statement-breakpoint
CREATE INDEX `customers_search_idx` ON `customers` (`name`,`email`,`company`,`customer_type`);--> statement-breakpoint
CREATE INDEX `mail_outbox_search_idx` ON `mail_outbox` (`to_address`,`subject`,`status`);