ALTER TABLE `bookings` ADD `customer_reference` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `customer_reference` text;