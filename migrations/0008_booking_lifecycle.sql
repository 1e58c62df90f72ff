ALTER TABLE `bookings` ADD `invite_active` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `refund_due_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `payments` ADD `method` text DEFAULT 'ideal' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_credits_invoice_unique` ON `invoices` (`credits_invoice_id`);--> statement-breakpoint
-- The customer's calendar holds the event of a confirmed booking that was sent an invite.
UPDATE `bookings` SET `invite_active` = 1 WHERE `status` = 'bevestigd' AND `calendar_sequence` IS NOT NULL;--> statement-breakpoint
-- A credit note is settled against the invoice it corrects (app/lib/invoicing.ts invoiceStatus).
UPDATE `invoices` SET `status` = 'verrekend' WHERE `kind` = 'creditfactuur';
