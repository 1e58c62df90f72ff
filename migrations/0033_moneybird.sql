CREATE TABLE `bookkeeping_connections` (
	`id` integer PRIMARY KEY NOT NULL,
	`adapter` text NOT NULL,
	`token_ciphertext` text NOT NULL,
	`token_hint` text NOT NULL,
	`administration_id` text NOT NULL,
	`administration_name` text NOT NULL,
	`ledger_account_id` text NOT NULL,
	`tax_rates` text NOT NULL,
	`push_lease_until` integer,
	`connected_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `bookkeeping_pushes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`reference` text NOT NULL,
	`invoice_id` integer,
	`payment_id` integer,
	`refund_id` integer,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer,
	`last_error` text,
	`external_id` text,
	`external_url` text,
	`contact_id` text,
	`pushed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bookkeeping_pushes_reference_unique` ON `bookkeeping_pushes` (`reference`);--> statement-breakpoint
CREATE INDEX `bookkeeping_pushes_due_idx` ON `bookkeeping_pushes` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `bookkeeping_pushes_invoice_idx` ON `bookkeeping_pushes` (`invoice_id`);--> statement-breakpoint
-- Pushes to the bookkeeping package are queued in the statement that makes what they push, so in the
-- same batch, whichever code issued the document or moved the money (docs/decisions/046-bookkeeping-pushes.md).
-- Only while a connection exists; the owner's backfill queues what came before. A table that drizzle-kit
-- rebuilds loses its triggers: a later migration that rebuilds invoices, payments or refunds must make
-- them again (tests/integration/bookkeeping.test.ts fails when they are gone).
CREATE TRIGGER `bookkeeping_push_document` AFTER INSERT ON `invoices`
WHEN EXISTS (SELECT 1 FROM `bookkeeping_connections`)
BEGIN
  INSERT OR IGNORE INTO `bookkeeping_pushes` (`kind`, `reference`, `invoice_id`)
  VALUES ('document', NEW.`number`, NEW.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `bookkeeping_push_payment` AFTER INSERT ON `payments`
WHEN NEW.`status` = 'paid' AND EXISTS (SELECT 1 FROM `bookkeeping_connections`)
BEGIN
  INSERT OR IGNORE INTO `bookkeeping_pushes` (`kind`, `reference`, `invoice_id`, `payment_id`)
  VALUES ('payment', 'betaling-' || NEW.`provider_id`, NEW.`invoice_id`, NEW.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `bookkeeping_push_payment_paid` AFTER UPDATE OF `status` ON `payments`
WHEN NEW.`status` = 'paid' AND OLD.`status` <> 'paid'
  AND EXISTS (SELECT 1 FROM `bookkeeping_connections`)
BEGIN
  INSERT OR IGNORE INTO `bookkeeping_pushes` (`kind`, `reference`, `invoice_id`, `payment_id`)
  VALUES ('payment', 'betaling-' || NEW.`provider_id`, NEW.`invoice_id`, NEW.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `bookkeeping_push_refund` AFTER INSERT ON `refunds`
WHEN NEW.`status` = 'refunded' AND EXISTS (SELECT 1 FROM `bookkeeping_connections`)
BEGIN
  INSERT OR IGNORE INTO `bookkeeping_pushes` (`kind`, `reference`, `refund_id`)
  VALUES ('refund', 'terugbetaling-' || NEW.`key`, NEW.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `bookkeeping_push_refund_made` AFTER UPDATE OF `status` ON `refunds`
WHEN NEW.`status` = 'refunded' AND OLD.`status` <> 'refunded'
  AND EXISTS (SELECT 1 FROM `bookkeeping_connections`)
BEGIN
  INSERT OR IGNORE INTO `bookkeeping_pushes` (`kind`, `reference`, `refund_id`)
  VALUES ('refund', 'terugbetaling-' || NEW.`key`, NEW.`id`);
END;
